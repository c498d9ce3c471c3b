import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import {
  ZAdministratorCreate,
  type TAdministratorCreate,
  type TAdministratorCreateInput,
} from '@acolher/contracts/administrators';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCpf, formatPhone } from '@acolher/contracts/format';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveAdministrator } from './api';
import type { TAdministrator } from '@acolher/contracts/answers/administrators';
import { MaskedField, FormDialogFooter } from '@/components/forms/form-blocks';

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
  const form = useForm<TAdministratorCreateInput, unknown, TAdministratorCreate>({
    resolver: zodResolver(ZAdministratorCreate),
    defaultValues: empty,
  });
  const { register, handleSubmit, reset, control, formState } = form;

  useEffect(() => {
    if (!open) return;
    reset(
      administrator
        ? {
            name: administrator.name,
            document: formatCpf(administrator.document),
            email: administrator.email,
            phone: formatPhone(administrator.phone),
          }
        : empty,
    );
  }, [open, administrator, reset]);

  const submit = handleSubmit(async (input) => {
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
  });
  const e = formState.errors;

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent
        title={editing ? 'Editar administrador' : 'Adicionar administrador'}
        description={
          editing
            ? undefined
            : 'A pessoa receberá um convite por e-mail para criar a própria senha.'
        }
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Nome" required error={e.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <MaskedField kind="cpf" control={control} name="document" error={e.document?.message} />
          <FormField label="E-mail" required error={e.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <MaskedField kind="phone" control={control} name="phone" error={e.phone?.message} />
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={save.isPending}
            submitLabel={editing ? 'Salvar' : 'Adicionar'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
