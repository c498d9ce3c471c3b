import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, MailWarning } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import { AuthShell } from '@/components/brand/auth-shell';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError } from '@/lib/api';
import { isRole, signInPath } from '@/lib/roles';

const EMAIL_CHANGED = 'E-mail alterado com sucesso!';
type Confirmed = { role?: unknown; email?: unknown } | undefined;
type State =
  | { step: 'confirming' }
  | { step: 'done'; signIn: string; email?: string }
  | { step: 'failed'; message: string; retry: boolean };

/** Where to sign in after the change: the account's own sign-in with the new address typed in. */
function signInLink(answer: Confirmed): { signIn: string; email?: string } {
  const email = typeof answer?.email === 'string' ? answer.email : undefined;
  if (!isRole(answer?.role)) return { signIn: '/sign-in', email };
  const query = email ? `?${new URLSearchParams({ email })}` : '';
  return { signIn: `${signInPath(answer.role)}${query}`, email };
}

/**
 * /auth/confirm-email?token=…: the link sent to the new address (domain.md §14). Public, works
 * signed out; confirms once on opening (the ref keeps React's development double effect from
 * spending the one-time token twice).
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!token || started.current === attempt) return;
    started.current = attempt;
    api
      .post<Confirmed>('/account/email/confirm', { token })
      .then((answer) => setState({ step: 'done', ...signInLink(answer) }))
      .catch((err: unknown) =>
        setState(
          err instanceof ApiError && err.message
            ? { step: 'failed', message: err.message, retry: false }
            : {
                step: 'failed',
                message: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
                retry: true,
              },
        ),
      );
  }, [token, attempt]);

  const retry = () => {
    setState({ step: 'confirming' });
    setAttempt((a) => a + 1);
  };

  if (!token) return <Failed message={ACCOUNT_MESSAGES.invalidEmailLink} />;
  if (state.step === 'failed')
    return <Failed message={state.message} onRetry={state.retry ? retry : undefined} />;
  if (state.step === 'confirming')
    return (
      <AuthShell>
        <div className="grid justify-items-center gap-4 py-16 text-center">
          <Spinner size="lg" className="text-brand-700" />
          <p className="text-base font-semibold text-sand-800">Confirmando seu novo e-mail...</p>
        </div>
      </AuthShell>
    );
  return (
    <AuthShell>
      <div className="grid gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-green-50 text-green-700">
          <CircleCheck className="size-6" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold">{EMAIL_CHANGED}</h1>
        <p className="text-[15px] text-sand-600 sm:text-base">
          {state.email ? (
            <>
              A partir de agora, entre com{' '}
              <strong className="break-all text-sand-900">{state.email}</strong>.
            </>
          ) : (
            'A partir de agora, entre com o novo endereço.'
          )}{' '}
          Por segurança, as sessões abertas da sua conta foram encerradas.
        </p>
        <Button asChild size="lg" className="mt-2 sm:w-fit">
          <Link to={state.signIn}>Entrar com o novo e-mail</Link>
        </Button>
      </div>
    </AuthShell>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <AuthShell>
      <div className="grid gap-4">
        <span className="grid size-12 place-items-center rounded-2xl bg-red-50 text-status-danger">
          <MailWarning className="size-6" aria-hidden />
        </span>
        <h1 className="text-3xl font-extrabold">Não foi possível confirmar o e-mail</h1>
        <p role="alert" className="text-[15px] text-sand-700 sm:text-base">
          {message}
        </p>
        {!onRetry && (
          <p className="text-[15px] text-sand-600 sm:text-base">
            O link vale 24 horas e deixa de valer quando a senha é alterada, quando todas as sessões
            são encerradas ou quando uma nova troca é pedida. Se ainda quiser trocar o e-mail, peça
            a troca de novo em &apos;Minha conta&apos;.
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {onRetry && <Button onClick={onRetry}>Tentar novamente</Button>}
          <Button asChild variant="secondary">
            <Link to="/sign-in">Ir para o login</Link>
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
