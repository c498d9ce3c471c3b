import { useState, type FormEvent } from 'react';
import type { TMfaChallenge } from '@acolher/contracts/answers/mfa';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, ApiError } from '@/lib/api';
import { passkeyErrorMessage } from '@/features/account/api/passkey-errors';
import type { SessionUser } from '@/lib/session';

type Signed = SessionUser & { token: string; mfaEnrollmentRequired?: true };

/**
 * The sign-in's second step (domain.md §14, decision 1340): the passkey first when there is one,
 * the app's 6-digit code, or 'Usar código de recuperação'. An ended token goes back to the password.
 */
export function MfaStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TMfaChallenge;
  onSignedIn: (account: Signed) => void;
  onRestart: (message: string) => void;
}) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hasPasskey = challenge.methods.includes('passkey');

  const finish = async (body: Record<string, unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await api.post<Signed>('/auth/mfa', { mfaToken: challenge.mfaToken, ...body }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Sem conexão com o servidor.';
      if (err instanceof ApiError && err.status === 401 && message !== 'Código inválido')
        onRestart(message);
      else setError(message || 'Código inválido');
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async () => {
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/auth/mfa/passkey-options',
        { mfaToken: challenge.mfaToken },
      );
      const passkey = await startAuthentication({ optionsJSON });
      await finish({ passkey });
    } catch (err) {
      setError(
        passkeyErrorMessage(err, 'A chave de acesso não respondeu. Use o código do aplicativo.'),
      );
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (mode === 'code' && !/^\d{6}$/.test(typed.replace(/\s+/g, '')))
      return setError('Informe os 6 dígitos do aplicativo');
    if (mode === 'recovery' && !typed) return setError('Informe um código de recuperação');
    void finish(mode === 'code' ? { code: typed.replace(/\s+/g, '') } : { recoveryCode: typed });
  };

  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold text-sand-900">Verificação em duas etapas</h2>
        <p className="text-[15px] text-sand-600">
          {mode === 'code'
            ? hasPasskey
              ? 'Use sua chave de acesso ou informe o código de 6 dígitos do seu aplicativo autenticador.'
              : 'Informe o código de 6 dígitos do seu aplicativo autenticador.'
            : 'Informe um dos seus códigos de recuperação. Cada um vale uma vez.'}
        </p>
      </div>
      {hasPasskey && (
        <Button onClick={() => void signInWithPasskey()} disabled={busy}>
          Entrar com chave de acesso
        </Button>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          label={mode === 'code' ? 'Código do aplicativo' : 'Código de recuperação'}
          error={error}
          required
        >
          {mode === 'code' ? (
            <Input
              key="code"
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              className="tracking-widest"
            />
          ) : (
            <Input
              key="recovery"
              autoFocus
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <Button
          type="submit"
          variant={hasPasskey ? 'secondary' : 'primary'}
          loading={busy}
          loadingText="Verificando..."
        >
          Verificar
        </Button>
      </form>
      <Button
        variant="link"
        className="justify-self-start"
        onClick={() => {
          setMode(mode === 'code' ? 'recovery' : 'code');
          setValue('');
          setError(undefined);
        }}
      >
        {mode === 'code' ? 'Usar código de recuperação' : 'Usar o código do aplicativo'}
      </Button>
    </div>
  );
}
