import { Link } from 'react-router';
import { ChevronRight, FolderOpen } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { usePatients, patientsQuery } from '@/features/clinical-record/api';
import { localWhen } from '@/features/clinical-record/when';
import { pageData } from '@/app/page-data';

const sessions = (n: number) =>
  n === 0 ? 'Nenhuma anotação' : n === 1 ? '1 sessão anotada' : `${n} sessões anotadas`;

export const loader = pageData('psychologist', () => [patientsQuery()]);

/** /psychologist/app/records: the people the psychologist cares for, each with its 'Prontuário'. */
export default function RecordsPage() {
  const patients = usePatients();
  return (
    <>
      <PageHeader
        title="Prontuários"
        description="Suas anotações de cada pessoa atendida, em ordem de data. Só você as lê."
      />
      {patients.isPending ? (
        <SkeletonList rows={3} />
      ) : patients.isError ? (
        <ErrorState onRetry={() => void patients.refetch()} retrying={patients.isRefetching} />
      ) : patients.data.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title="Não há pacientes."
          description="Quem agendar uma sessão com você aparece aqui."
        />
      ) : (
        <ul className="grid gap-3">
          {patients.data.map((p) => (
            <li key={p.uuid}>
              <Link
                to={`/psychologist/app/records/${p.uuid}`}
                className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-soft transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="truncate font-bold text-sand-900">{formatName(p.name)}</span>
                  <span className="text-sm text-sand-600">
                    {sessions(p.notesCount)}
                    {p.lastSessionAt ? ` · última sessão em ${localWhen(p.lastSessionAt)}` : ''}
                  </span>
                  {p.nextSessionAt && (
                    <span className="text-sm text-sand-600">
                      Próxima sessão em {localWhen(p.nextSessionAt)}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-sand-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
