import { useParams } from 'react-router';
import { SeriesScreen } from '@/features/appointments/components/series-screen';
import { seriesQuery } from '@/features/appointments/api/series';
import { pageData } from '@/app/page-data';

export const loader = pageData('collaborator', ({ uuid = '' }) => [seriesQuery(uuid)]);

/** /collaborator/app/series/{uuid}: a weekly series (docs/domain.md §24). */
export default function CollaboratorSeriesPage() {
  const { uuid = '' } = useParams();
  return (
    <SeriesScreen
      uuid={uuid}
      role="collaborator"
      back={{ to: '/collaborator/app/appointments-history', label: 'Histórico' }}
    />
  );
}
