import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { REASON_MAX, ZDisputeCreate } from '@acolher/contracts/session-outcomes';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  loadingLabel: string;
  loading: boolean;
  destructive?: boolean;
  /** Called with the trimmed reason once it passes the shared schema (§17's reason: 1–500 chars). */
  onSubmit: (reason: string) => void;
};

/** A §17 reason (1–500 characters, counted as typed) under its label. */
export function ReasonField<T extends FieldValues>({
  label,
  register,
  name,
  error,
  required = true,
  rows,
}: {
  label: string;
  register: UseFormRegister<T>;
  name: Path<T>;
  error?: string;
  required?: boolean;
  rows?: number;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      <Textarea limit={REASON_MAX} rows={rows} {...register(name)} />
    </FormField>
  );
}

/** A dialog that asks for a reason before a §17 action: the confirmation before it happens. */
export function ReasonDialog({ open, onClose, loading, onSubmit, ...props }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      loadingText={props.loadingLabel}
      cancelLabel="Voltar"
      destructive={props.destructive}
      pending={loading}
      schema={ZDisputeCreate}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => onSubmit(reason)}
    >
      {({ register, formState: { errors } }) => (
        <ReasonField
          label={props.reasonLabel}
          register={register}
          name="reason"
          error={errors.reason?.message}
        />
      )}
    </FormDialog>
  );
}
