import { useState } from 'react';
import { Check, PauseCircle, PlayCircle, X } from 'lucide-react';
import { formatName } from '@acolher/contracts/format';
import { TOASTS } from '@acolher/contracts/errors';
import type { TPsychologistListed } from '@acolher/contracts/answers/psychologists';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useUpdateCompliance, type ComplianceDecision } from '../api/admin';
import { useApprovalMissing } from './compliance-review';

type Asked = 'approve' | 'suspend' | 'reactivate' | null;

const DONE: Record<Exclude<Asked, null>, { status: ComplianceDecision; toast: string }> = {
  approve: { status: 'approved', toast: TOASTS.psychologist.approved },
  suspend: { status: 'suspended', toast: TOASTS.psychologist.suspended },
  reactivate: { status: 'approved', toast: TOASTS.psychologist.reactivated },
};

/**
 * The compliance decisions of the review page (domain.md §9; decisions 1405, 1407): 'Aprovar' (only
 * with a complete record, after a confirmation) and 'Reprovar' under analysis; 'Suspender' for an
 * approved psychologist and 'Reativar' for a suspended one, both confirmed. `place`: the decisions
 * go after 'Voltar', the suspension beside 'Excluir psicólogo'.
 */
export function ComplianceActions({
  p,
  place,
  disabled,
}: {
  p: TPsychologistListed;
  place: 'decisions' | 'suspension';
  disabled?: boolean;
}) {
  const compliance = useUpdateCompliance(p.uuid);
  const { missing, checking } = useApprovalMissing(p);
  const [asked, setAsked] = useState<Asked>(null);
  const name = formatName(p.name);
  const busy = disabled || compliance.isPending;

  const run = async (status: ComplianceDecision, success: string) => {
    try {
      await compliance.mutateAsync(status);
      toast.success(success);
      setAsked(null);
    } catch (err) {
      // The spec gives the compliance update no fallback text: the server's message, else ours.
      toast.error(errorMessage(err, TOASTS.psychologist.complianceError));
    }
  };

  const dialogs = {
    approve: {
      title: `Aprovar ${name}?`,
      description:
        'Ela poderá entrar, completar o perfil e cadastrar horários; aparecerá na busca dos colaboradores quando tiver horários. Ela recebe um e-mail.',
      confirm: 'Aprovar',
      loading: 'Aprovando...',
    },
    suspend: {
      title: `Suspender ${name}?`,
      description:
        'Ela deixa de aparecer na busca e não pode ser agendada nem entrar. As sessões futuras pendentes são canceladas e o crédito volta para cada colaborador, que é avisado. O histórico é mantido.',
      confirm: 'Suspender',
      loading: 'Suspendendo...',
    },
    reactivate: {
      title: `Reativar ${name}?`,
      description: 'Ela volta a entrar, aparecer na busca (com horários) e receber agendamentos.',
      confirm: 'Reativar',
      loading: 'Reativando...',
    },
  } as const;
  const dialog = asked ? dialogs[asked] : null;

  return (
    <>
      {place === 'decisions' && p.complianceStatus === 'analyzing' && (
        <>
          <Button onClick={() => setAsked('approve')} disabled={busy || checking}>
            <Check /> Aprovar
          </Button>
          <Button
            variant="secondary"
            onClick={() => void run('disapproved', TOASTS.psychologist.disapproved)}
            disabled={busy}
            loading={compliance.isPending && compliance.variables === 'disapproved'}
            loadingText="Reprovando..."
          >
            <X /> Reprovar
          </Button>
          {missing.length > 0 && (
            <p className="order-last basis-full text-sm text-amber-900" role="status">
              Antes de aprovar, confira: falta {missing.join(' e ')}.
            </p>
          )}
        </>
      )}
      {place === 'decisions' && p.complianceStatus === 'suspended' && (
        <Button onClick={() => setAsked('reactivate')} disabled={busy}>
          <PlayCircle /> Reativar
        </Button>
      )}
      {place === 'suspension' && p.complianceStatus === 'approved' && (
        <Button variant="secondary" onClick={() => setAsked('suspend')} disabled={busy}>
          <PauseCircle /> Suspender
        </Button>
      )}
      <ConfirmDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={dialog?.title}
        description={dialog?.description}
        confirmLabel={dialog?.confirm}
        loadingLabel={dialog?.loading}
        destructive={asked === 'suspend'}
        loading={compliance.isPending}
        onConfirm={() => asked && void run(DONE[asked].status, DONE[asked].toast)}
      />
    </>
  );
}
