import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { SeriesDetail } from './series-detail';

/** A weekly series' page for either side (docs/domain.md §24), under a link back to its list. */
export function SeriesScreen({
  uuid,
  role,
  back,
}: {
  uuid: string;
  role: 'collaborator' | 'psychologist';
  back: { to: string; label: string };
}) {
  return (
    <div className="grid gap-4">
      <PageHeader
        title="Sessões recorrentes"
        back={
          <Link to={back.to} className="inline-flex items-center gap-1 text-[15px] text-brand-700">
            <ArrowLeft className="size-4" aria-hidden /> {back.label}
          </Link>
        }
      />
      <SeriesDetail uuid={uuid} role={role} />
    </div>
  );
}
