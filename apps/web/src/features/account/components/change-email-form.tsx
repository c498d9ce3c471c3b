import { useState } from 'react';
import { AtSign, MailCheck } from 'lucide-react';
import { ZAccountEmailChange } from '@acolher/contracts/account';
import { Form } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useChangeEmail } from '../api/own-account';
import { AccountSection } from './account-section';
import { fieldOfServerError, showRefusal } from './server-field-error';
import { CurrentPasswordField, SectionSubmit } from './password-fields';

const EMAIL_CHANGE_FAILED = 'Não foi possível pedir a troca do e-mail. Tente novamente.';

/** 'Alterar e-mail': the new address and the current password; a link to the new address confirms it. */
export function ChangeEmailForm({ currentEmail }: { currentEmail?: string }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AccountSection
      icon={AtSign}
      title="Alterar e-mail"
      description={
        <>
          {currentEmail && (
            <>
              Você entra com <strong className="break-all text-sand-900">{currentEmail}</strong>
              .{' '}
            </>
          )}
          Enviaremos um link de confirmação para o novo endereço: a troca só vale depois que você
          abrir o link, em até 24 horas. O endereço atual também recebe um aviso.
        </>
      }
    >
      {sentTo && (
        <p
          role="status"
          className="flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            Enviamos o link para <strong className="break-all">{sentTo}</strong>. Abra-o em até 24
            horas para concluir a troca. Até lá, continue entrando com o e-mail atual.
          </span>
        </p>
      )}
      <Form
        schema={ZAccountEmailChange}
        defaultValues={{ email: '', currentPassword: '' }}
        onSubmit={async (values, { reset, setError }) => {
          try {
            await change.mutateAsync(values);
            setSentTo(values.email);
            reset();
          } catch (err) {
            const field = fieldOfServerError(err, { email: [409] });
            showRefusal(err, field, setError, EMAIL_CHANGE_FAILED);
          }
        }}
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <FormField label="Novo e-mail" required error={errors.email?.message}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                placeholder="voce@exemplo.com.br"
                {...register('email')}
              />
            </FormField>
            <CurrentPasswordField register={register} error={errors.currentPassword?.message} />
            <SectionSubmit pending={isSubmitting} loadingText="Enviando...">
              Enviar link de confirmação
            </SectionSubmit>
          </>
        )}
      </Form>
    </AccountSection>
  );
}
