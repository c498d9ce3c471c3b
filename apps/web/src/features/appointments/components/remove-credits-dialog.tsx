import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { formatName } from '@acolher/contracts/format';
import { ZRemoveCredits } from '@acolher/contracts/session-outcomes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useRemoveCredits } from '../api/outcomes';
import { ReasonDialog } from './reason-dialog';

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
  const [credits, setCredits] = useState('1');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!c) return;
    setCredits('1');
    setError(undefined);
  }, [c]);
  return (
    <ReasonDialog
      open={c !== null}
      onClose={onClose}
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
      reasonLabel="Motivo"
      submitLabel="Remover créditos"
      loadingLabel="Removendo..."
      destructive
      loading={remove.isPending}
      onSubmit={(reason) => {
        if (!c) return;
        const parsed = ZRemoveCredits.safeParse({ credits: Number(credits), reason });
        if (!parsed.success) {
          const issue = parsed.error.issues.find((i) => i.path[0] === 'credits');
          return setError(issue?.message ?? parsed.error.issues[0]?.message);
        }
        setError(undefined);
        remove.mutate(
          { uuid: c.uuid, ...parsed.data },
          {
            onSuccess: () => {
              toast.success('Créditos removidos.');
              onClose();
            },
            onError: (err) => toast.error(errorMessage(err, 'Erro ao remover créditos.')),
          },
        );
      }}
    >
      <FormField label="Quantidade de créditos" required error={error}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={credits}
          onChange={(e) => setCredits(e.target.value)}
        />
      </FormField>
    </ReasonDialog>
  );
}
