import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/forms/form-blocks';

/** The form a `<Form>` hands its fields: react-hook-form's, typed by the schema's input and output. */
export type SchemaForm<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<
  In,
  unknown,
  Out
>;

type FormProps<In extends FieldValues, Out extends FieldValues> = {
  /** The contracts' zod schema of the request: the API validates with the same one, same messages. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Called with the parsed values once they pass the schema; a promise keeps the form 'submitting'. */
  onSubmit: (values: Out, form: SchemaForm<In, Out>) => unknown;
  /** The fields (FormField + register/Controlled), the buttons: given the form. */
  children: (form: SchemaForm<In, Out>) => ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
};

/**
 * Every form of the app (decision 1331): react-hook-form with `zodResolver(schema)`, no browser
 * validation, errors under their fields, focus on the first wrong one, one submit at a time.
 *
 * ```tsx
 * <Form schema={ZSectorUpdate} defaultValues={{ name: '' }} onSubmit={(v) => save.mutateAsync(v)}>
 *   {({ register, formState: { errors } }) => (
 *     <FormField label="Nome do setor" required error={errors.name?.message}>
 *       <Input {...register('name')} />
 *     </FormField>
 *   )}
 * </Form>
 * ```
 */
export function Form<In extends FieldValues, Out extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className = 'grid gap-4',
  id,
  'aria-label': ariaLabel,
}: FormProps<In, Out>) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form
      id={id}
      aria-label={ariaLabel}
      noValidate
      className={className}
      onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
    >
      {children(form)}
    </form>
  );
}

type FormDialogProps<In extends FieldValues, Out extends FieldValues> = FormProps<In, Out> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: ComponentProps<typeof DialogContent>['size'];
  submitLabel: string;
  loadingText?: string;
  /** 'Cancelar' unless told ('Voltar' where the dialog asks before an action). */
  cancelLabel?: string;
  /** A red submit button: the action removes or refunds something. */
  destructive?: boolean;
  /** Saving elsewhere (a mutation the caller starts without awaiting it): progress, no closing. */
  pending?: boolean;
};

/**
 * A `<Form>` in a dialog with 'Cancelar' and the submit button (decision 1331): the form starts
 * from `defaultValues` each time the dialog opens, and the dialog cannot be closed while it saves.
 * `onSubmit` shows its own toasts and closes the dialog when it is done.
 */
export function FormDialog<In extends FieldValues, Out extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  size,
  submitLabel,
  loadingText,
  cancelLabel,
  destructive,
  pending,
  children,
  onSubmit,
  ...form
}: FormDialogProps<In, Out>) {
  const [submitting, setSaving] = useState(false);
  const saving = submitting || !!pending;
  const save = async (values: Out, f: SchemaForm<In, Out>) => {
    if (saving) return;
    setSaving(true);
    try {
      await onSubmit(values, f);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !saving && onOpenChange(o)}>
      <DialogContent size={size} title={title} description={description}>
        <Form {...form} onSubmit={save}>
          {(f) => (
            <>
              {children(f)}
              <FormDialogFooter
                onCancel={() => onOpenChange(false)}
                pending={saving}
                submitLabel={submitLabel}
                loadingText={loadingText}
                cancelLabel={cancelLabel}
                destructive={destructive}
              />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
