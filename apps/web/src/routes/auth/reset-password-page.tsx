import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { KeyRound } from 'lucide-react';
import { ZResetPassword } from '@acolher/contracts/auth';
import { roleFromNumberOrName } from '@acolher/contracts/constants';
import { AuthShell } from '@/components/brand/auth-shell';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { api, errorMessage } from '@/lib/api';
import { signInPath } from '@/lib/roles';

const PASSWORD_SET = 'Senha definida com sucesso. Faça login.';

/** /auth/reset-password?token=...&role=...: used by invitations and by password resets. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const role = roleFromNumberOrName(params.get('role'));

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await api.post('/auth/reset-password', { token, password });
      toast.success(PASSWORD_SET);
      navigate(role ? signInPath(role) : '/sign-in', { replace: true });
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível definir a senha. Tente novamente.'));
    }
  };

  if (!token || !role) {
    return (
      <AuthShell>
        <ErrorState title="Link inválido ou expirado" description="Peça um novo link em 'Esqueci minha senha' na tela de login do seu perfil." />
        <Button asChild variant="secondary" className="mt-6">
          <Link to="/sign-in">Ir para o login</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell backTo={signInPath(role)} backLabel="Voltar para o login">
      <div className="mb-8 grid gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <KeyRound className="size-6" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold">Defina sua senha</h1>
        <p className="text-[15px] text-sand-600 sm:text-base">Crie uma senha com pelo menos 6 caracteres. Você vai usá-la para entrar no Acolher.</p>
      </div>
      <Form schema={ZResetPassword} defaultValues={{ token, password: '', confirmPassword: '' }} onSubmit={onSubmit} className="grid gap-5">
        {({ register, formState }) => (
          <>
            <FormField label="Nova senha" required error={formState.errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...register('password')} />
            </FormField>
            <FormField label="Repita a nova senha" required error={formState.errors.confirmPassword?.message ?? formState.errors.token?.message}>
              <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
            </FormField>
            <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText="Salvando...">
              Definir senha
            </Button>
          </>
        )}
      </Form>
    </AuthShell>
  );
}
