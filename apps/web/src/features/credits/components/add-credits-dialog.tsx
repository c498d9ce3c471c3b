import { toast } from '@/lib/toast';
import { GRANT_MAX } from '@acolher/contracts/constants';
import {
  ZCreditsCompany,
  ZCreditsOne,
  type TCreditsOne,
  type TCreditsOneInput,
} from '@acolher/contracts/credits';
import { TOASTS } from '@acolher/contracts/errors';
import { formatName } from '@acolher/contracts/format';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useGrantCredits, type GrantTarget } from '../api/grants';

type Props = { target: GrantTarget | null; onClose: () => void };

function whom(t: GrantTarget) {
  const name = formatName(t.name);
  if (t.kind === 'collaborator') return `Os créditos serão somados ao saldo de ${name}.`;
  if (t.kind === 'sector')
    return `Cada colaborador ativo do setor ${name} receberá esta quantidade.`;
  return `Cada colaborador ativo da empresa ${name} receberá esta quantidade.`;
}

const received = (n: number, credits: number) =>
  `${n} ${n === 1 ? 'colaborador recebeu' : 'colaboradores receberam'} ${credits} ${credits === 1 ? 'crédito' : 'créditos'}${n === 1 ? '' : ' cada'}.`;

/** 'Adicionar créditos' to one collaborator, every collaborator of a sector, or of a company. */
export function AddCreditsDialog({ target, onClose }: Props) {
  const grant = useGrantCredits();
  return (
    <FormDialog<TCreditsOneInput, TCreditsOne>
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      size="sm"
      title="Adicionar créditos"
      description={target ? whom(target) : undefined}
      submitLabel="Adicionar"
      loadingText="Adicionando..."
      schema={target?.kind === 'company' ? ZCreditsCompany : ZCreditsOne}
      defaultValues={{ credits: '' }}
      onSubmit={async ({ credits }) => {
        if (!target) return;
        try {
          const result = await grant.mutateAsync({ target, credits });
          // Nobody to give them to (a sector or company without active collaborators): not a success.
          if (result.collaboratorsCount === 0)
            toast.warning('Nenhum colaborador ativo recebeu créditos.', {
              description: 'Cadastre colaboradores antes de adicionar créditos.',
            });
          else
            toast.success(TOASTS.credits.added, {
              description: received(result.collaboratorsCount, result.credits),
            });
          onClose();
        } catch (err) {
          toast.error(errorMessage(err, TOASTS.credits.addError));
        }
      }}
    >
      {({ register, formState: { errors } }) => (
        <FormField
          label="Quantidade de créditos"
          required
          error={errors.credits?.message}
          hint={`1 crédito = 1 sessão. De 1 a ${GRANT_MAX} por vez.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={GRANT_MAX}
            step={1}
            placeholder="Ex.: 4"
            {...register('credits')}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
