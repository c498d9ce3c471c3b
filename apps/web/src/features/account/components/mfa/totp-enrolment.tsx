import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { TMfaTotpSecret } from '@acolher/contracts/answers/mfa';
import { useConfirmTotp, useStartTotp } from '../../api/mfa';

/**
 * The QR code and the secret to type, then the first code; the ten recovery codes go to
 * `onConfirmed` (shown by the section, which outlives this form: decision 1341).
 */
export function TotpEnrolment({
  currentPassword,
  onCancel,
  onConfirmed,
}: {
  currentPassword: string;
  onCancel: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [secret, setSecret] = useState<TMfaTotpSecret>();
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(currentPassword, {
      onSuccess: async (answer) => {
        setSecret(answer);
        const QRCode = await import('qrcode');
        setQr(await QRCode.toDataURL(answer.otpauthUri, { margin: 1, width: 200 }));
      },
      onError: (err) => {
        toast.error(errorMessage(err, 'Não foi possível começar a ativação. Tente novamente.'));
        onCancel();
      },
    });
  }, [currentPassword, onCancel, start]);

  if (!secret) return <Spinner label="Preparando..." />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) return setError('Informe os 6 dígitos do aplicativo');
    setError(undefined);
    confirm.mutate(typed, {
      onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
      onError: (err) => setError(errorMessage(err, 'Código inválido')),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-[15px] text-sand-700">
        <li>
          Abra o aplicativo autenticador do seu celular (Google Authenticator, Microsoft
          Authenticator, 1Password…).
        </li>
        <li>Leia o QR code abaixo ou digite a chave.</li>
        <li>Informe o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        {qr ? (
          <img
            src={qr}
            alt="QR code para o aplicativo autenticador"
            width={200}
            height={200}
            className="rounded-lg border border-sand-200"
          />
        ) : (
          <div className="size-[200px] animate-pulse rounded-lg bg-sand-100" />
        )}
        <div className="grid min-w-0 gap-1">
          <span className="text-sm text-sand-600">Chave para digitar</span>
          <code
            data-testid="totp-secret"
            className="break-all rounded bg-sand-50 px-2 py-1 font-mono text-[15px] tracking-wider text-sand-900"
          >
            {secret.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <FormField label="Código do aplicativo" error={error} required>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          className="max-w-[12rem] tracking-widest"
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirmando...' : 'Confirmar e ativar'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
