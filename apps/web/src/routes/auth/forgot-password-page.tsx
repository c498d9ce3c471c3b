import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { MailCheck } from 'lucide-react';
import { ZForgotPassword } from '@acolher/contracts/auth';
import { AuthShell } from '@/components/brand/auth-shell';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, errorMessage } from '@/lib/api';
import { signInPath, type Role } from '@/lib/roles';

const FORGOT_PASSWORD_SENT = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';

const ZForm = ZForgotPassword.pick({ email: true });

/** /<role>/auth/forgot-password: asks for the e-mail; the answer never tells whether it exists. */
export default function ForgotPasswordPage({ role }: { role: Role }) {
  const [sent, setSent] = useState(false);

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await api.post('/auth/forgot-password', { role, email: email.toLowerCase() });
      setSent(true);
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível enviar agora. Tente novamente em instantes.'));
    }
  };

  return (
    <AuthShell backTo={signInPath(role)} backLabel="Voltar para o login">
      {sent ? (
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <h1 className="text-2xl font-extrabold">Verifique seu e-mail</h1>
          <p className="text-base text-sand-700">{FORGOT_PASSWORD_SENT}</p>
          <Button asChild variant="secondary" className="mt-2">
            <Link to={signInPath(role)}>Voltar para o login</Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="mb-8 grid gap-3">
            <h1 className="text-3xl font-extrabold">Esqueceu sua senha?</h1>
            <p className="text-[15px] text-sand-600 sm:text-base">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
          </div>
          <Form schema={ZForm} defaultValues={{ email: '' }} onSubmit={onSubmit} className="grid gap-5">
            {({ register, formState }) => (
              <>
                <FormField label="E-mail" required error={formState.errors.email?.message}>
                  <Input type="email" autoComplete="email" inputMode="email" placeholder="voce@empresa.com.br" {...register('email')} />
                </FormField>
                <Button type="submit" size="lg" loading={formState.isSubmitting} loadingText="Enviando...">
                  Enviar link
                </Button>
              </>
            )}
          </Form>
        </>
      )}
    </AuthShell>
  );
}
