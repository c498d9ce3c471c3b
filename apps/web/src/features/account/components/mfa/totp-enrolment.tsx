import { useEffect, useRef, useState } from 'react';
import { ZMfaTotpConfirm } from '@acolher/contracts/mfa';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import type { TMfaTotpSecret } from '@acolher/contracts/answers/mfa';
import { useConfirmTotp, useStartTotp } from '../../api/mfa';
import { FormActions } from './form-actions';

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

  return (
    <Form
      schema={ZMfaTotpConfirm}
      defaultValues={{ code: '' }}
      onSubmit={async ({ code }, { setError }) => {
        try {
          onConfirmed((await confirm.mutateAsync(code)).recoveryCodes);
        } catch (err) {
          setError('code', { message: errorMessage(err, 'Código inválido') });
        }
      }}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
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
          <FormField label="Código do aplicativo" error={errors.code?.message} required>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="max-w-[12rem] tracking-widest"
              {...register('code')}
            />
          </FormField>
          <FormActions onCancel={onCancel}>
            <Button type="submit" loading={isSubmitting} loadingText="Confirmando...">
              Confirmar e ativar
            </Button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
