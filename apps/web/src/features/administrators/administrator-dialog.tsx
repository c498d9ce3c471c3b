import { toast } from '@/lib/toast';
import { ZAdministratorCreate, type TAdministratorCreateInput } from '@acolher/contracts/administrators';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatPhone } from '@acolher/contracts/format';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveAdministrator } from './api';
import type { TAdministrator } from '@acolher/contracts/answers/administrators';
import { MaskedField } from '@/components/forms/form-blocks';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  administrator?: TAdministrator;
};

const empty: TAdministratorCreateInput = { name: '', document: '', email: '', phone: '' };

/** Create (no `administrator`) or edit an administrator. */
export function AdministratorDialog({ open, onOpenChange, administrator }: Props) {
  const editing = !!administrator;
  const save = useSaveAdministrator(administrator?.uuid);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Editar administrador' : 'Adicionar administrador'}
      description={
        editing ? undefined : 'A pessoa receberá um convite por e-mail para criar a própria senha.'
      }
      submitLabel={editing ? 'Salvar' : 'Adicionar'}
      schema={ZAdministratorCreate}
      defaultValues={
        administrator
          ? {
              name: administrator.name,
              document: formatCpf(administrator.document),
              email: administrator.email,
              phone: formatPhone(administrator.phone),
            }
          : empty
      }
      onSubmit={async (input) => {
        try {
          await save.mutateAsync(input);
          toast.success(editing ? TOASTS.administrator.updated : TOASTS.administrator.created);
          onOpenChange(false);
        } catch (err) {
          toast.error(
            errorMessage(
              err,
              editing ? TOASTS.administrator.updateError : TOASTS.administrator.createError,
            ),
          );
        }
      }}
    >
      {({ register, control, formState: { errors: e } }) => (
        <>
          <FormField label="Nome" required error={e.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <MaskedField kind="cpf" control={control} name="document" error={e.document?.message} />
          <FormField label="E-mail" required error={e.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <MaskedField kind="phone" control={control} name="phone" error={e.phone?.message} />
        </>
      )}
    </FormDialog>
  );
}
