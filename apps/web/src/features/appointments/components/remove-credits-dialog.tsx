import { toast } from '@/lib/toast';
import { formatName } from '@acolher/contracts/format';
import { ZRemoveCredits } from '@acolher/contracts/session-outcomes';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useRemoveCredits } from '../api/outcomes';
import { ReasonField } from './reason-dialog';

type Target = { uuid: string; name: string; credits?: number | null };

/** 'Remover créditos' (domain.md §17): never below zero, a reason for the audit log. */
export function RemoveCreditsDialog({
  collaborator: c,
  onClose,
}: {
  collaborator: Target | null;
  onClose: () => void;
}) {
  const remove = useRemoveCredits();
  return (
    <FormDialog
      open={c !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Remover créditos"
      description={
        c ? (
          <>
            Créditos de <b>{formatName(c.name)}</b>
            {typeof c.credits === 'number' ? ` (saldo atual: ${c.credits})` : ''}. O saldo nunca
            fica negativo e a remoção fica registrada com o motivo.
          </>
        ) : null
      }
      submitLabel="Remover créditos"
      loadingText="Removendo..."
      cancelLabel="Voltar"
      destructive
      schema={ZRemoveCredits}
      defaultValues={{ credits: 1, reason: '' }}
      onSubmit={async (body) => {
        if (!c) return;
        try {
          await remove.mutateAsync({ uuid: c.uuid, ...body });
          toast.success('Créditos removidos.');
          onClose();
        } catch (err) {
          toast.error(errorMessage(err, 'Erro ao remover créditos.'));
        }
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Quantidade de créditos" required error={errors.credits?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...register('credits', { valueAsNumber: true })}
            />
          </FormField>
          <ReasonField
            label="Motivo"
            register={register}
            name="reason"
            error={errors.reason?.message}
          />
        </>
      )}
    </FormDialog>
  );
}
