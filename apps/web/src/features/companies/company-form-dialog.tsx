import { toast } from '@/lib/toast';
import { ZCompanyForm } from '@acolher/contracts/companies';
import { TOASTS } from '@acolher/contracts/errors';
import { formatName } from '@acolher/contracts/format';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveCompanyForm } from './api';
import type { TCompanyWithCount } from '@acolher/contracts/answers/companies';

type Props = { company: TCompanyWithCount | null; onClose: () => void };

/** 'Editar formulário': the company's well-being questionnaire (formId, formTitle). */
export function CompanyFormDialog({ company, onClose }: Props) {
  const save = useSaveCompanyForm(company?.uuid ?? '');
  return (
    <FormDialog
      open={!!company}
      onOpenChange={(o) => !o && onClose()}
      title="Editar formulário"
      description={
        company ? `Questionário do radar do bem-estar de ${formatName(company.name)}.` : undefined
      }
      submitLabel="Salvar"
      schema={ZCompanyForm}
      defaultValues={{ formId: company?.formId ?? '', formTitle: company?.formTitle ?? '' }}
      onSubmit={async (input) => {
        try {
          await save.mutateAsync(input);
          toast.success(TOASTS.company.formUpdated);
          onClose();
        } catch (err) {
          toast.error(errorMessage(err, TOASTS.company.formUpdateError));
        }
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <FormField
            label="ID do formulário"
            required
            error={errors.formId?.message}
            hint="Use 'builtin' para o questionário do próprio Acolher."
          >
            <Input autoComplete="off" {...register('formId')} />
          </FormField>
          <FormField label="Título do formulário" required error={errors.formTitle?.message}>
            <Input autoComplete="off" {...register('formTitle')} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
