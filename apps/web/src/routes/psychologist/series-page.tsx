import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { SeriesDetail } from '@/features/appointments/components/series-detail';

/** /psychologist/app/series/{uuid}: a weekly series (docs/domain.md §24). */
export default function PsychologistSeriesPage() {
  const { uuid = '' } = useParams();
  return (
    <div className="grid gap-4">
      <PageHeader
        title="Sessões recorrentes"
        back={
          <Link
            to="/psychologist/app/appointments"
            className="inline-flex items-center gap-1 text-[15px] text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden /> Atendimentos
          </Link>
        }
      />
      <SeriesDetail uuid={uuid} role="psychologist" />
    </div>
  );
}
