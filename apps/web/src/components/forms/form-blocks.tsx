import type {
  ControllerRenderProps,
  Control,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
} from 'react-hook-form';
import { MAX_LENGTH, maskCnpj, maskCpf, maskCrp, maskPhone } from '@acolher/contracts/masks';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MaskedInput } from '@/components/ui/masked-input';
import { Controlled } from './controlled';

const MASKED = {
  cpf: { label: 'CPF', mask: maskCpf, maxLength: MAX_LENGTH.cpf, placeholder: '000.000.000-00' },
  cnpj: {
    label: 'CNPJ',
    mask: maskCnpj,
    maxLength: MAX_LENGTH.cnpj,
    placeholder: '00.000.000/0000-00',
  },
  crp: { label: 'CRP', mask: maskCrp, maxLength: MAX_LENGTH.crp, placeholder: '00/000000' },
  phone: {
    label: 'Telefone',
    mask: maskPhone,
    maxLength: MAX_LENGTH.phone,
    placeholder: '(00) 00000-0000',
    type: 'tel',
  },
} as const;

type MaskedFieldProps<T extends FieldValues> = {
  /** Which document or number: its label, mask, length and placeholder. */
  kind: keyof typeof MASKED;
  control: Control<T>;
  name: Path<T>;
  error?: string;
  className?: string;
};

/** A required masked field of the back office's forms (CPF, CNPJ, CRP, Telefone), decision 1232. */
export function MaskedField<T extends FieldValues>({
  kind,
  control,
  name,
  error,
  className,
}: MaskedFieldProps<T>) {
  const { label, ...input } = MASKED[kind];
  return (
    <FormField label={label} required error={error} className={className}>
      <Controlled
        control={control}
        name={name}
        render={(field, aria) => (
          <MaskedInput {...aria} {...input} {...(field as ControllerRenderProps)} />
        )}
      />
    </FormField>
  );
}

type FormDialogFooterProps = {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  loadingText?: string;
  cancelLabel?: string;
  destructive?: boolean;
  className?: string;
};

/** 'Cancelar' and the submit button of a dialog's form; neither while it saves. */
export function FormDialogFooter({
  onCancel,
  pending,
  submitLabel,
  loadingText = 'Salvando...',
  cancelLabel = 'Cancelar',
  destructive,
  className = 'pt-2',
}: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'primary'}
        loading={pending}
        loadingText={loadingText}
      >
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A person's 'Nome' (a whole row) and 'CPF', first in the back office's registration dialogs
 * (collaborators, psychologists).
 */
export function NameAndCpfFields<T extends { name: string; document: string }>({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  const e = errors as FieldErrors<{ name: string; document: string }>;
  return (
    <>
      <FormField label="Nome" required error={e.name?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name' as Path<T>)} />
      </FormField>
      <MaskedField
        kind="cpf"
        control={control}
        name={'document' as Path<T>}
        error={e.document?.message}
      />
    </>
  );
}
