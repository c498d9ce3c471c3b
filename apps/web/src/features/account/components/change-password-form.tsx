import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import {
  ZAccountPasswordForm,
  type TAccountPasswordForm,
  type TAccountPasswordFormInput,
} from '@acolher/contracts/account';
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
  const { register, handleSubmit, formState, setError, reset, setFocus } = useForm<
    TAccountPasswordFormInput,
    unknown,
    TAccountPasswordForm
  >({
    resolver: zodResolver(ZAccountPasswordForm),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, password });
      reset();
      toast.success(PASSWORD_CHANGED);
    } catch (err) {
      const field = fieldOfServerError<'password'>(err);
      if (field && err instanceof ApiError) {
        setError(field, { message: err.message });
        setFocus(field);
      } else toast.error(errorMessage(err, 'Não foi possível alterar a senha. Tente novamente.'));
    }
  });

  const { errors } = formState;
  return (
    <AccountSection
      icon={KeyRound}
      title="Alterar senha"
      description="Use pelo menos 6 caracteres. Ao trocar, as sessões abertas em outros dispositivos são encerradas."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
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
          loading={formState.isSubmitting}
          loadingText="Salvando..."
        >
          Alterar senha
        </Button>
      </form>
    </AccountSection>
  );
}
