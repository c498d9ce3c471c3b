import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@acolher/contracts/account';
import { AuthShell } from '@/components/brand/auth-shell';
import { Button } from '@/components/ui/button';
import { api, ApiError } from '@/lib/api';

type State =
  | { step: 'ask' | 'sending' }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

/**
 * /auth/cancel-contact-change?token=…: the link sent to the old address and phone when an
 * administrator changes them (domain.md §26, decision 1301). Public, works signed out; nothing is
 * sent until the person presses the button (a link preview must not spend it).
 */
export default function CancelContactChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { step: 'ask' } : { step: 'failed', message: ACCOUNT_MESSAGES.invalidEmailLink },
  );

  const cancel = () => {
    setState({ step: 'sending' });
    api
      .post<{ message: string }>('/account/contact-change/cancel', { token })
      .then((answer) => setState({ step: 'done', message: answer.message }))
      .catch((err: unknown) =>
        setState({
          step: 'failed',
          message:
            err instanceof ApiError && err.message
              ? err.message
              : 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
        }),
      );
  };

  const done = state.step === 'done';
  const failed = state.step === 'failed';
  return (
    <AuthShell>
      <div className="grid gap-4">
        <span
          className={`grid size-12 place-items-center rounded-2xl ${done ? 'bg-green-50 text-green-700' : 'bg-red-50 text-status-danger'}`}
        >
          {done ? (
            <CircleCheck className="size-6" aria-hidden />
          ) : (
            <ShieldAlert className="size-6" aria-hidden />
          )}
        </span>
        <h1 className="text-3xl font-extrabold">
          {done
            ? 'Troca cancelada'
            : failed
              ? 'Não foi possível cancelar a troca'
              : 'Cancelar a troca dos seus dados de contato'}
        </h1>
        {'message' in state ? (
          <p role={failed ? 'alert' : 'status'} className="text-[15px] text-sand-700 sm:text-base">
            {state.message}
          </p>
        ) : (
          <p className="text-[15px] text-sand-700 sm:text-base">
            Um administrador do Acolher pediu a troca do e-mail de acesso ou do telefone da sua
            conta. Se não foi você quem pediu, cancele a troca: seus dados continuam os mesmos.
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {!done && !failed && (
            <Button onClick={cancel} disabled={state.step === 'sending'}>
              {state.step === 'sending' ? 'Cancelando...' : 'Cancelar a troca'}
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/sign-in">Ir para o login</Link>
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
