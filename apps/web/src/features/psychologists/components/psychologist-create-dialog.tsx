import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { ZPsychologistCreate } from '@acolher/contracts/psychologists';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { useCreatePsychologist } from '../api/admin';
import { EMPTY_PSYCHOLOGIST_ACCOUNT } from '../account-defaults';
import { MaskedField, NameAndCpfFields } from '@/components/forms/form-blocks';

/**
 * 'Adicionar psicólogo'. The form has the spec's fields, passwords included (domain.md §21 wins on what
 * a user sees); the server follows domain.md §2: the account has no password until the
 * psychologist sets one from the e-mailed invitation (decision 0303). It starts 'Em Análise'.
 */
export function PsychologistCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreatePsychologist();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Adicionar psicólogo"
      description="O acesso é ativado pelo link de convite enviado por e-mail, onde o psicólogo define a própria senha."
      submitLabel="Adicionar"
      loadingText="Adicionando..."
      schema={ZPsychologistCreate}
      defaultValues={EMPTY_PSYCHOLOGIST_ACCOUNT}
      onSubmit={async (input) => {
        try {
          await create.mutateAsync(input);
          toast.success(TOASTS.psychologist.created);
          onOpenChange(false);
        } catch (err) {
          toast.error(errorMessage(err, TOASTS.psychologist.createError));
        }
      }}
    >
      {({ register, control, formState: { errors: e } }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <NameAndCpfFields register={register} control={control} errors={e} />
          <MaskedField kind="crp" control={control} name="crp" error={e.crp?.message} />
          <FormField
            label="E-mail"
            required
            error={e.email?.message}
            hint="Apenas e-mails do Gmail."
          >
            <Input
              type="email"
              autoComplete="off"
              placeholder="nome@gmail.com"
              {...register('email')}
            />
          </FormField>
          <MaskedField kind="phone" control={control} name="phone" error={e.phone?.message} />
          <FormField label="Senha" required error={e.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Repetir senha" required error={e.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}
