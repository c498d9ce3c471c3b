import { ShieldOff } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api';
import type { Role } from '@/lib/roles';
import { toast } from '@/lib/toast';
import { useResetSecondFactor } from '../../api/mfa';

/** Whose second factor the administrator is about to reset. */
export type SecondFactorResetTarget = { role: Role; uuid: string; name: string };

/** The row menu's item that opens the confirmation below. */
export function ResetSecondFactorItem({
  disabled,
  onSelect,
}: {
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <DropdownMenuItem disabled={disabled} onSelect={onSelect}>
      <ShieldOff /> Redefinir verificação em duas etapas
    </DropdownMenuItem>
  );
}

/**
 * The administrator's reset of a person's second factor (decision 1340, decision 1341): after the
 * person's identity was checked outside the product; every session of theirs ends and they are told.
 */
export function ResetSecondFactorDialog({
  target,
  onClose,
}: {
  target: SecondFactorResetTarget | null;
  onClose: () => void;
}) {
  const reset = useResetSecondFactor();
  const confirm = () =>
    target &&
    reset.mutate(
      { role: target.role, accountUuid: target.uuid },
      {
        onSuccess: () => {
          toast.success(`Verificação em duas etapas de ${target.name} redefinida.`);
          onClose();
        },
        onError: (err) => {
          toast.error(errorMessage(err, 'Não foi possível redefinir. Tente novamente.'));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Redefinir a verificação em duas etapas?"
      description={
        target
          ? `Faça isso só depois de confirmar a identidade de ${target.name} por outro canal. O aplicativo autenticador, os códigos de recuperação e as chaves de acesso dessa pessoa deixam de valer, todas as sessões dela são encerradas e ela recebe um aviso. Ela poderá ativar a verificação de novo em 'Minha conta'.`
          : ''
      }
      confirmLabel="Redefinir"
      loadingLabel="Redefinindo..."
      onConfirm={confirm}
      loading={reset.isPending}
    />
  );
}
