import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Video } from 'lucide-react';
import { isSitePath } from '@acolher/contracts/fields';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ContractReader } from '@/features/care-contract/contract-reader';
import { careContractQuery } from '@/features/care-contract/api';
import { pageData } from '@/app/page-data';

const HOME = '/collaborator/app/dashboard';

export const loader = pageData('collaborator', ({ uuid = '' }) => [careContractQuery(uuid)]);

/**
 * /collaborator/app/psychologists/:uuid/contract: the psychologist's care contract to read and
 * accept (domain.md §18); `?next=` is where to go afterwards (the room, from the dashboard).
 */
export default function CareContractPage() {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const wanted = params.get('next');
  const next = wanted && isSitePath(wanted) ? wanted : null;
  const toRoom = next?.endsWith('/session');
  return (
    <div className="mx-auto grid max-w-3xl gap-2">
      <PageHeader
        title="Contrato de atendimento"
        description="Como funciona o atendimento on-line: o serviço, a sala, o sigilo, as emergências e as faltas."
        back={
          <Link to={HOME} className={buttonClass('ghost', 'sm', 'justify-self-start')}>
            <ArrowLeft aria-hidden /> Início
          </Link>
        }
      />
      <ContractReader
        psychologistUuid={uuid}
        after={
          next && (
            <Link to={next} className={buttonClass('primary', 'md', 'sm:justify-self-start')}>
              {toRoom && <Video aria-hidden />}
              {toRoom ? 'Ir para a sala da sessão' : 'Continuar'}
            </Link>
          )
        }
      />
    </div>
  );
}
