import { useParams } from 'react-router';
import { SeriesScreen } from '@/features/appointments/components/series-screen';
import { seriesQuery } from '@/features/appointments/api/series';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', ({ uuid = '' }) => [seriesQuery(uuid)]);

/** /psychologist/app/series/{uuid}: a weekly series (docs/domain.md §24). */
export default function PsychologistSeriesPage() {
  const { uuid = '' } = useParams();
  return (
    <SeriesScreen
      uuid={uuid}
      role="psychologist"
      back={{ to: '/psychologist/app/appointments', label: 'Atendimentos' }}
    />
  );
}
