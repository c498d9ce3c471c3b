import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { ZCompanyForm, type TCompanyForm } from '@acolher/contracts/companies';
import { TOASTS } from '@acolher/contracts/errors';
import { formatName } from '@acolher/contracts/format';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveCompanyForm } from './api';
import type { TCompanyWithCount } from '@acolher/contracts/answers/companies';
import { FormDialogFooter } from '@/components/forms/form-blocks';

type Props = { company: TCompanyWithCount | null; onClose: () => void };

/** 'Editar formulário': the company's well-being questionnaire (formId, formTitle). */
export function CompanyFormDialog({ company, onClose }: Props) {
  const save = useSaveCompanyForm(company?.uuid ?? '');
  const { register, handleSubmit, reset, formState } = useForm<TCompanyForm>({
    resolver: zodResolver(ZCompanyForm),
  });

  useEffect(() => {
    if (company) reset({ formId: company.formId, formTitle: company.formTitle });
  }, [company, reset]);

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(TOASTS.company.formUpdated);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, TOASTS.company.formUpdateError));
    }
  });

  return (
    <Dialog open={!!company} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent
        title="Editar formulário"
        description={
          company ? `Questionário do radar do bem-estar de ${formatName(company.name)}.` : undefined
        }
      >
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="ID do formulário"
            required
            error={formState.errors.formId?.message}
            hint="Use 'builtin' para o questionário do próprio Acolher."
          >
            <Input autoComplete="off" {...register('formId')} />
          </FormField>
          <FormField
            label="Título do formulário"
            required
            error={formState.errors.formTitle?.message}
          >
            <Input autoComplete="off" {...register('formTitle')} />
          </FormField>
          <FormDialogFooter onCancel={onClose} pending={save.isPending} submitLabel="Salvar" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
