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
import { MAX_LENGTH, maskCpf, maskPhone } from '@acolher/contracts/masks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { errorMessage } from '@/lib/api';
import { Controlled } from '@/components/forms/controlled';
import { useSaveAdministrator, type TAdministrator } from './api';

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
          <FormField label="CPF" required error={e.document?.message}>
            <Controlled
              control={control}
              name="document"
              render={(field, aria) => (
                <MaskedInput
                  {...aria}
                  mask={maskCpf}
                  maxLength={MAX_LENGTH.cpf}
                  placeholder="000.000.000-00"
                  {...field}
                />
              )}
            />
          </FormField>
          <FormField label="E-mail" required error={e.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Telefone" required error={e.phone?.message}>
            <Controlled
              control={control}
              name="phone"
              render={(field, aria) => (
                <MaskedInput
                  {...aria}
                  mask={maskPhone}
                  maxLength={MAX_LENGTH.phone}
                  placeholder="(00) 00000-0000"
                  type="tel"
                  {...field}
                />
              )}
            />
          </FormField>
          <DialogFooter className="pt-2">
            <Button
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={save.isPending}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending} loadingText="Salvando...">
              {editing ? 'Salvar' : 'Adicionar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
