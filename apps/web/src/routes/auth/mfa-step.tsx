import { useState } from 'react';
import { ZMfaSignIn } from '@acolher/contracts/mfa';
import type { TMfaChallenge } from '@acolher/contracts/answers/mfa';
import { Form, type SchemaForm } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, ApiError } from '@/lib/api';
import { passkeyErrorMessage } from '@/features/account/api/passkey-errors';
import type { SessionUser } from '@/lib/session';

type Signed = SessionUser & { token: string; mfaEnrollmentRequired?: true };
/** The typed code of either mode, under the field's one name; the schema sends it as its key. */
type Typed = { mfaToken: string; value: string };

// POST /auth/mfa's app-code and recovery-code bodies (the contracts' union), checked as typed.
const [BY_CODE, BY_RECOVERY] = ZMfaSignIn.options;
const SCHEMAS = {
  code: BY_CODE.pick({ mfaToken: true }).extend({ value: BY_CODE.shape.code }),
  recovery: BY_RECOVERY.pick({ mfaToken: true }).extend({ value: BY_RECOVERY.shape.recoveryCode }),
};

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
  const [busy, setBusy] = useState(false);
  const hasPasskey = challenge.methods.includes('passkey');

  const finish = async (body: Record<string, unknown>, form: SchemaForm<Typed>) => {
    setBusy(true);
    try {
      onSignedIn(await api.post<Signed>('/auth/mfa', { mfaToken: challenge.mfaToken, ...body }));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Sem conexão com o servidor.';
      if (err instanceof ApiError && err.status === 401 && message !== 'Código inválido')
        onRestart(message);
      else form.setError('value', { message: message || 'Código inválido' });
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async (form: SchemaForm<Typed>) => {
    setBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/auth/mfa/passkey-options',
        { mfaToken: challenge.mfaToken },
      );
      const passkey = await startAuthentication({ optionsJSON });
      await finish({ passkey }, form);
    } catch (err) {
      form.setError('value', {
        message: passkeyErrorMessage(
          err,
          'A chave de acesso não respondeu. Use o código do aplicativo.',
        ),
      });
      setBusy(false);
    }
  };

  return (
    // A new form for each mode: the other mode's code and error are gone.
    <Form<Typed, Typed>
      key={mode}
      schema={SCHEMAS[mode]}
      defaultValues={{ mfaToken: challenge.mfaToken, value: '' }}
      className="grid gap-5"
      onSubmit={({ value }, form) =>
        finish(mode === 'code' ? { code: value } : { recoveryCode: value }, form)
      }
    >
      {(form) => (
        <>
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
            <Button onClick={() => void signInWithPasskey(form)} disabled={busy}>
              Entrar com chave de acesso
            </Button>
          )}
          <div className="grid gap-4">
            <FormField
              label={mode === 'code' ? 'Código do aplicativo' : 'Código de recuperação'}
              error={form.formState.errors.value?.message}
              required
            >
              {mode === 'code' ? (
                <Input
                  autoFocus
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={6}
                  className="tracking-widest"
                  {...form.register('value')}
                />
              ) : (
                <Input
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register('value')}
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
          </div>
          <Button
            variant="link"
            className="justify-self-start"
            onClick={() => setMode(mode === 'code' ? 'recovery' : 'code')}
          >
            {mode === 'code' ? 'Usar código de recuperação' : 'Usar o código do aplicativo'}
          </Button>
        </>
      )}
    </Form>
  );
}
