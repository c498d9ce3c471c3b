import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ZMfaTotpStart } from '@acolher/contracts/mfa';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useMfaStatus } from '../../api/mfa';
import { AccountSection } from '../account-section';
import { TotpEnrolment } from './totp-enrolment';
import { TurnOffMfa } from './turn-off-mfa';
import { FormActions } from './form-actions';
import { Passkeys } from './passkeys';
import { RecoveryCodes } from './recovery-codes';

/** 'Verificação em duas etapas' (domain.md §14, decision 1340): app, recovery codes, passkeys. */
export function TwoStepVerification({ className }: { className?: string }) {
  const status = useMfaStatus();
  const [password, setPassword] = useState<string | null>(null);
  // Kept here: confirming refreshes the status, which replaces the enrolment form (decision 1341).
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <AccountSection
      icon={ShieldCheck}
      title="Verificação em duas etapas"
      className={className}
      description="Além da senha, um código do aplicativo autenticador do seu celular (ou uma chave de acesso) protege quem confia dados a você."
    >
      {status.isPending && <Skeleton className="h-20" />}
      {status.isError && (
        <ErrorState
          description="Não foi possível carregar a verificação em duas etapas."
          onRetry={() => void status.refetch()}
        />
      )}
      {codes && (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            setPassword(null);
          }}
        />
      )}
      {!codes && status.data && !status.data.totp && (
        <>
          {status.data.required && (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-[15px] text-amber-900">
              Ative a verificação em duas etapas para continuar usando o Acolher.
            </p>
          )}
          {password === null ? (
            <StartWithPassword onStarted={setPassword} />
          ) : (
            <TotpEnrolment
              currentPassword={password}
              onCancel={() => setPassword(null)}
              onConfirmed={setCodes}
            />
          )}
        </>
      )}
      {!codes && status.data?.totp && (
        <>
          <p className="text-[15px] text-sand-700">
            <strong className="text-brand-700">Ativa.</strong> Códigos de recuperação restantes:{' '}
            {status.data.recoveryCodesLeft} de 10.
          </p>
          <Passkeys passkeys={status.data.passkeys} />
          <TurnOffMfa />
        </>
      )}
    </AccountSection>
  );
}

function StartWithPassword({ onStarted }: { onStarted: (password: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button className="sm:w-fit" onClick={() => setOpen(true)}>
        Ativar verificação em duas etapas
      </Button>
    );
  return (
    <Form
      schema={ZMfaTotpStart}
      defaultValues={{ currentPassword: '' }}
      onSubmit={({ currentPassword }) => onStarted(currentPassword)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField label="Senha atual" error={errors.currentPassword?.message} required>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormActions onCancel={() => setOpen(false)}>
            <Button type="submit">Continuar</Button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
