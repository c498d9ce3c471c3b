import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { MAX_LENGTH, maskCpf, maskCrp, maskPhone } from '@acolher/contracts/masks';
import { ZPsychologistCreate } from '@acolher/contracts/psychologists';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { MaskedInput } from '@/components/ui/masked-input';
import { errorMessage } from '@/lib/api';
import { Controlled } from '@/components/forms/controlled';
import { useCreatePsychologist } from '../api/admin';

type Values = z.input<typeof ZPsychologistCreate>;
type Parsed = z.output<typeof ZPsychologistCreate>;
const empty: Values = {
  name: '',
  document: '',
  crp: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/**
 * 'Adicionar psicólogo'. The form has the spec's fields, passwords included (domain.md §21 wins on what
 * a user sees); the server follows domain.md §2: the account has no password until the
 * psychologist sets one from the e-mailed invitation (decision 0303). It starts 'Em Análise'.
 */
export function PsychologistCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreatePsychologist();
  const { register, handleSubmit, reset, control, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ZPsychologistCreate),
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success(TOASTS.psychologist.created);
      onOpenChange(false);
    } catch (err) {
      toast.error(errorMessage(err, TOASTS.psychologist.createError));
    }
  });
  const e = formState.errors;

  return (
    <Dialog open={open} onOpenChange={(o) => !create.isPending && onOpenChange(o)}>
      <DialogContent
        size="lg"
        title="Adicionar psicólogo"
        description="O acesso é ativado pelo link de convite enviado por e-mail, onde o psicólogo define a própria senha."
      >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label="Nome" required error={e.name?.message} className="sm:col-span-2">
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
          <FormField label="CRP" required error={e.crp?.message}>
            <Controlled
              control={control}
              name="crp"
              render={(field, aria) => (
                <MaskedInput
                  {...aria}
                  mask={maskCrp}
                  maxLength={MAX_LENGTH.crp}
                  placeholder="00/000000"
                  {...field}
                />
              )}
            />
          </FormField>
          <FormField
            label="E-mail"
            required
            error={e.email?.message}
            hint="Apenas e-mails do Gmail."
          >
            <Input
              type="email"
              autoComplete="off"
              placeholder="nome@gmail.com"
              {...register('email')}
            />
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
          <FormField label="Senha" required error={e.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Repetir senha" required error={e.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <DialogFooter className="pt-2 sm:col-span-2">
            <Button
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={create.isPending}
            >
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending} loadingText="Adicionando...">
              Adicionar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
