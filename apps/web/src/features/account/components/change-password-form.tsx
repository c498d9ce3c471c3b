import { KeyRound } from 'lucide-react';
import { ZAccountPasswordForm } from '@acolher/contracts/account';
import { Form } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/own-account';
import { AccountSection } from './account-section';
import { fieldOfServerError, showRefusal } from './server-field-error';
import { CurrentPasswordField, SectionSubmit } from './password-fields';

const PASSWORD_CHANGED = 'Senha alterada. As sessões em outros dispositivos foram encerradas.';

/** 'Alterar senha': current password, the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  return (
    <AccountSection
      icon={KeyRound}
      title="Alterar senha"
      description="Use pelo menos 6 caracteres. Ao trocar, as sessões abertas em outros dispositivos são encerradas."
    >
      <Form
        schema={ZAccountPasswordForm}
        defaultValues={{ currentPassword: '', password: '', confirmPassword: '' }}
        onSubmit={async ({ currentPassword, password }, { reset, setError }) => {
          try {
            await change.mutateAsync({ currentPassword, password });
            reset();
            toast.success(PASSWORD_CHANGED);
          } catch (err) {
            const field = fieldOfServerError<'password'>(err);
            showRefusal(err, field, setError, 'Não foi possível alterar a senha. Tente novamente.');
          }
        }}
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <CurrentPasswordField register={register} error={errors.currentPassword?.message} />
            <FormField label="Nova senha" required error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label="Repita a nova senha" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <SectionSubmit pending={isSubmitting} loadingText="Salvando...">
              Alterar senha
            </SectionSubmit>
          </>
        )}
      </Form>
    </AccountSection>
  );
}
