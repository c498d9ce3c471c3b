import { useState } from 'react';
import { ZMfaDisable } from '@acolher/contracts/mfa';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDisableMfa } from '../../api/mfa';
import { FormActions } from './form-actions';

/** Turning it off: the password and a code of the app (or a recovery code). */
export function TurnOffMfa() {
  const [open, setOpen] = useState(false);
  const off = useDisableMfa();
  if (!open)
    return (
      <Button variant="secondary" className="sm:w-fit" onClick={() => setOpen(true)}>
        Desativar verificação em duas etapas
      </Button>
    );
  return (
    <Form
      schema={ZMfaDisable}
      defaultValues={{ currentPassword: '', code: '' }}
      className="grid gap-4 rounded-lg border border-red-200 p-4"
      onSubmit={async (body, { setError }) => {
        try {
          await off.mutateAsync(body);
          toast.success('Verificação em duas etapas desativada.');
          setOpen(false);
        } catch (err) {
          setError('code', {
            message: errorMessage(err, 'Não foi possível desativar. Tente novamente.'),
          });
        }
      }}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <p className="text-[15px] text-sand-700">
            Sem a verificação, só a senha protege sua conta. Confirme com a senha e um código.
          </p>
          <FormField label="Senha atual" error={errors.currentPassword?.message} required>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField
            label="Código do aplicativo ou de recuperação"
            error={errors.code?.message}
            required
          >
            <Input autoComplete="one-time-code" className="max-w-[14rem]" {...register('code')} />
          </FormField>
          <FormActions onCancel={() => setOpen(false)}>
            <Button
              type="submit"
              variant="destructive"
              loading={isSubmitting}
              loadingText="Desativando..."
            >
              Desativar
            </Button>
          </FormActions>
        </>
      )}
    </Form>
  );
}
