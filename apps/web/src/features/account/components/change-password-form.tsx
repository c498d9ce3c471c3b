import { KeyRound } from 'lucide-react';
import { ZAccountPasswordForm } from '@acolher/contracts/account';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/own-account';
import { AccountSection } from './account-section';
import { fieldOfServerError } from './server-field-error';

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
        onSubmit={async ({ currentPassword, password }, { reset, setError, setFocus }) => {
          try {
            await change.mutateAsync({ currentPassword, password });
            reset();
            toast.success(PASSWORD_CHANGED);
          } catch (err) {
            const field = fieldOfServerError<'password'>(err);
            if (field && err instanceof ApiError) {
              setError(field, { message: err.message });
              setFocus(field);
            } else
              toast.error(errorMessage(err, 'Não foi possível alterar a senha. Tente novamente.'));
          }
        }}
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <FormField label="Senha atual" required error={errors.currentPassword?.message}>
              <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
            </FormField>
            <FormField label="Nova senha" required error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label="Repita a nova senha" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button
              type="submit"
              className="sm:w-fit"
              loading={isSubmitting}
              loadingText="Salvando..."
            >
              Alterar senha
            </Button>
          </>
        )}
      </Form>
    </AccountSection>
  );
}
