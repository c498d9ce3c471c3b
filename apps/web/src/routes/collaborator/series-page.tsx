import { useParams } from 'react-router';
import { SeriesScreen } from '@/features/appointments/components/series-screen';

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
