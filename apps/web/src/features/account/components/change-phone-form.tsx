import { useState } from 'react';
import { MessageSquareText, Smartphone } from 'lucide-react';
import {
  PHONE_CODE_LENGTH,
  ZAccountPhoneChange,
  ZAccountPhoneConfirm,
} from '@acolher/contracts/account';
import { formatPhone } from '@acolher/contracts/format';
import { Form } from '@/components/forms/form';
import { MaskedField } from '@/components/forms/form-blocks';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useChangePhone, useConfirmPhone } from '../api/own-account';
import { AccountSection } from './account-section';
import { fieldOfServerError, showRefusal } from './server-field-error';
import { CurrentPasswordField, SectionSubmit } from './password-fields';

const PHONE_CHANGED = 'Telefone alterado.';
const CODE_CONFIRM_FAILED = 'Não foi possível confirmar o código. Tente novamente.';

/**
 * 'Alterar telefone' (domain.md §14, decision 1300): the new number and the current password; a
 * code sent by WhatsApp to the new number confirms it (10 minutes, 5 tries).
 */
export function ChangePhoneForm({
  currentPhone: phone,
  onChanged,
}: {
  currentPhone?: string;
  /** The confirmed number, for the stored session. */
  onChanged: (phone: string) => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AccountSection
      icon={Smartphone}
      title="Alterar telefone"
      description={
        <>
          {phone && (
            <>
              Seu telefone: <strong className="text-sand-900">{formatPhone(phone)}</strong>.{' '}
            </>
          )}
          Enviaremos um código por WhatsApp para o novo número: a troca só vale depois que você
          digitar o código aqui. O número atual e o seu e-mail também recebem um aviso.
        </>
      }
    >
      {sentTo ? (
        <ConfirmCode
          sentTo={sentTo}
          onDone={(next) => {
            onChanged(next);
            setSentTo(null);
          }}
          onRestart={() => setSentTo(null)}
        />
      ) : (
        <RequestCode onSent={setSentTo} />
      )}
    </AccountSection>
  );
}

function RequestCode({ onSent }: { onSent: (phone: string) => void }) {
  const change = useChangePhone();
  return (
    <Form
      schema={ZAccountPhoneChange}
      defaultValues={{ phone: '', currentPassword: '' }}
      onSubmit={async (values, { setError }) => {
        try {
          await change.mutateAsync(values);
          onSent(values.phone);
        } catch (err) {
          const field = fieldOfServerError(err, { phone: [400] });
          showRefusal(err, field, setError, 'Não foi possível enviar o código. Tente novamente.');
        }
      }}
    >
      {({ register, control, formState: { errors: e, isSubmitting } }) => (
        <>
          <MaskedField kind="phone" control={control} name="phone" error={e.phone?.message} />
          <CurrentPasswordField register={register} error={e.currentPassword?.message} />
          <SectionSubmit pending={isSubmitting} loadingText="Enviando...">
            Enviar código
          </SectionSubmit>
        </>
      )}
    </Form>
  );
}

function ConfirmCode({
  sentTo,
  onDone,
  onRestart,
}: {
  sentTo: string;
  onDone: (phone: string) => void;
  onRestart: () => void;
}) {
  const confirm = useConfirmPhone();
  return (
    <div className="grid gap-4">
      <p
        role="status"
        className="flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900"
      >
        <MessageSquareText className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          Enviamos um código por WhatsApp para <strong>{formatPhone(sentTo)}</strong>. Ele vale 10
          minutos.
        </span>
      </p>
      <Form
        schema={ZAccountPhoneConfirm}
        defaultValues={{ code: '' }}
        onSubmit={async (values, { setError }) => {
          try {
            const answer = await confirm.mutateAsync(values);
            toast.success(PHONE_CHANGED);
            onDone(answer.phone);
          } catch (err) {
            const wrongCode = err instanceof ApiError && err.status === 400 && !!err.message;
            showRefusal(err, wrongCode ? 'code' : null, setError, CODE_CONFIRM_FAILED);
          }
        }}
      >
        {({ register, formState: { errors, isSubmitting } }) => (
          <>
            <FormField label="Código recebido" required error={errors.code?.message}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={PHONE_CODE_LENGTH}
                placeholder="000000"
                {...register('code')}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={isSubmitting} loadingText="Confirmando...">
                Confirmar telefone
              </Button>
              <Button type="button" variant="secondary" onClick={onRestart}>
                Pedir outro código
              </Button>
            </div>
          </>
        )}
      </Form>
    </div>
  );
}
