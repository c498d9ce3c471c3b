import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, NotebookPen } from 'lucide-react';
import { toast } from 'sonner';
import { formatCrp, formatName } from '@acolher/contracts/format';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import {
  downloadRecordPdf,
  useClinicalRecord,
  clinicalRecordQuery,
} from '@/features/clinical-record/api';
import { SeriesBadge } from '@/features/appointments/components/series-badge';
import { AddendaList } from '@/features/clinical-record/addenda';
import { localWhen } from '@/features/clinical-record/when';
import { PatientEvolution } from '@/features/measures/patient-evolution';
import { CarePanel } from '@/features/care-contract/care-panel';
import { useSession } from '@/app/use-session';
import { Referrals } from '@/features/clinical-record/referrals';
import { pageData } from '@/app/page-data';

export const loader = pageData('psychologist', ({ collaboratorUuid = '' }) => [
  clinicalRecordQuery(collaboratorUuid),
]);

/** /psychologist/app/records/:collaboratorUuid: the 'Prontuário' of one person, and its PDF. */
export default function RecordPage() {
  const { collaboratorUuid = '' } = useParams();
  const record = useClinicalRecord(collaboratorUuid);
  const { user } = useSession('psychologist');
  const [downloading, setDownloading] = useState(false);
  const refused = record.error instanceof ApiError && [403, 404].includes(record.error.status);
  const name = record.data ? formatName(record.data.collaborator.name) : '';
  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadRecordPdf(collaboratorUuid);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível gerar o PDF'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <PageHeader
        title={name ? `Prontuário de ${name}` : 'Prontuário'}
        description={
          record.data
            ? `${formatName(record.data.psychologist.name)} · CRP ${formatCrp(record.data.psychologist.crp)}. Sigiloso: só você lê; cada leitura fica registrada.`
            : 'Sigiloso: só você lê; cada leitura fica registrada.'
        }
        back={
          <Link
            to="/psychologist/app/records"
            className={buttonClass('ghost', 'sm', 'justify-self-start')}
          >
            <ArrowLeft aria-hidden /> Prontuários
          </Link>
        }
        actions={
          record.data && (
            <Button onClick={() => void pdf()} loading={downloading} loadingText="Gerando PDF...">
              <Download aria-hidden /> Baixar PDF
            </Button>
          )
        }
      />
      {/* The care contract's acceptance and the emergency contact (domain.md §18). */}
      {record.data && (
        <div className="mb-6 max-w-3xl rounded-card border border-sand-200 bg-white p-4 shadow-soft sm:p-5">
          <CarePanel collaboratorUuid={collaboratorUuid} psychologistUuid={user.uuid} />
        </div>
      )}
      {record.isPending ? (
        <SkeletonList rows={3} />
      ) : refused ? (
        <ErrorState
          title="Você não pode ver este prontuário."
          description="Só quem atende ou já atendeu esta pessoa tem acesso às próprias anotações sobre ela."
        />
      ) : record.isError ? (
        <ErrorState onRetry={() => void record.refetch()} retrying={record.isRefetching} />
      ) : record.data.entries.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title="Não há anotações."
          description="As anotações das sessões aparecem aqui, em ordem de data."
        />
      ) : (
        <ol className="grid max-w-3xl gap-4" aria-label="Sessões anotadas">
          {record.data.entries.map((e) => (
            <li
              key={e.appointmentUuid}
              className="grid gap-3 rounded-card border border-sand-200 bg-white p-4 shadow-soft sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-bold text-sand-900">
                    Sessão de {localWhen(e.startsAt)}
                  </h2>
                  <SeriesBadge appointment={e} role="psychologist" />
                </div>
                <Link
                  to={`/psychologist/app/appointments/${e.appointmentUuid}/note`}
                  className={buttonClass('ghost', 'sm')}
                >
                  {e.locked ? 'Adicionar adendo' : 'Editar anotação'}
                  {/* Each entry's link says which session it opens (screen readers list links). */}
                  <span className="sr-only"> da sessão de {localWhen(e.startsAt)}</span>
                </Link>
              </div>
              {e.note.trim() ? (
                <p className="text-[15px] break-words whitespace-pre-wrap text-sand-800">
                  {e.note}
                </p>
              ) : (
                <p className="text-[15px] text-sand-500">Sem anotação.</p>
              )}
              <AddendaList addenda={e.addenda} />
            </li>
          ))}
        </ol>
      )}
      {/* PHQ-9 / GAD-7 next to the record (domain.md §18); hidden when not in care. */}
      {!refused && <PatientEvolution collaboratorUuid={collaboratorUuid} />}
      {/* 'Encaminhamentos' (decision 1376). */}
      {!refused && <Referrals collaboratorUuid={collaboratorUuid} />}
    </>
  );
}
