import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ZSignIn, type TSignIn, type TSignInInput } from '@acolher/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useSessionStore } from '@/app/use-session';
import { api, ApiError } from '@/lib/api';
import { ROLE_API, ROLE_HOME, type Role } from '@/lib/roles';
import type { SessionUser } from '@/lib/session';

type SignInFormProps = { role: Role; buttonLabel: 'Entrar' | 'Acessar' };
type SignInResponse = SessionUser & { token: string };

/** E-mail + password for any role. Opening it forgets that role's stored session. */
export function SignInForm({ role, buttonLabel }: SignInFormProps) {
  const { clear, save } = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TSignInInput, unknown, TSignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  useEffect(() => clear(role), [clear, role]);
  // Coming from the demo list the e-mail is already there: go straight to the password.
  useEffect(() => setFocus(params.get('email') ? 'password' : 'email'), [setFocus, params]);

  const onSubmit = async (values: TSignIn) => {
    try {
      const body = { email: values.email.trim().toLowerCase(), password: values.password };
      const account = await api.post<SignInResponse>(`/${ROLE_API[role]}/sign-in`, body);
      save(role, { uuid: account.uuid, token: account.token, user: account });
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.startsWith(`/${role}/app/`) ? from : ROLE_HOME[role], { replace: true });
    } catch (err) {
      // Sign-ins show the server's message only.
      if (err instanceof ApiError) {
        if (err.message) toast.error(err.message);
      } else toast.error('Sem conexão com o servidor. Verifique sua internet e tente novamente.');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="voce@empresa.com.br" {...register('email')} />
      </FormField>
      <FormField label="Senha" required error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder="Sua senha" {...register('password')} />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link to={`/${role}/auth/forgot-password`} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Esqueci minha senha
        </Link>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} loadingText={buttonLabel === 'Acessar' ? 'Acessando...' : 'Entrando...'}>
        {buttonLabel}
      </Button>
    </form>
  );
}
