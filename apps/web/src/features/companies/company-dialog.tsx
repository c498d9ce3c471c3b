import { toast } from '@/lib/toast';
import { ZCompanyCreate, type TCompanyCreateInput } from '@acolher/contracts/companies';
import { TOASTS } from '@acolher/contracts/errors';
import { formatCnpj } from '@acolher/contracts/format';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveCompany } from './api';
import type { TCompanyWithCount } from '@acolher/contracts/answers/companies';
import { MaskedField } from '@/components/forms/form-blocks';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; company?: TCompanyWithCount };

const empty: TCompanyCreateInput = {
  name: '',
  document: '',
  legalName: '',
  email: '',
  actionPlanLink: '',
  dashboardLink: '',
  formId: '',
  formTitle: '',
};

/** Create (no `company`) or edit a company: every field of domain.md §21. */
export function CompanyDialog({ open, onOpenChange, company }: Props) {
  const editing = !!company;
  const save = useSaveCompany(company?.uuid);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Editar empresa' : 'Adicionar empresa'}
      description={
        editing
          ? undefined
          : 'O RH da empresa receberá um convite por e-mail para criar a senha de acesso.'
      }
      submitLabel={editing ? 'Salvar' : 'Adicionar'}
      schema={ZCompanyCreate}
      defaultValues={
        company
          ? {
              name: company.name,
              document: formatCnpj(company.document),
              legalName: company.legalName,
              email: company.email,
              actionPlanLink: company.actionPlanLink,
              dashboardLink: company.dashboardLink,
              formId: company.formId,
              formTitle: company.formTitle,
            }
          : empty
      }
      onSubmit={async (input) => {
        try {
          await save.mutateAsync(input);
          toast.success(editing ? TOASTS.company.updated : TOASTS.company.created);
          onOpenChange(false);
        } catch (err) {
          toast.error(
            errorMessage(err, editing ? TOASTS.company.updateError : TOASTS.company.createError),
          );
        }
      }}
    >
      {({ register, control, formState: { errors: e } }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Nome" required error={e.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <MaskedField kind="cnpj" control={control} name="document" error={e.document?.message} />
          <FormField label="Razão social" required error={e.legalName?.message}>
            <Input autoComplete="off" {...register('legalName')} />
          </FormField>
          <FormField label="E-mail" required error={e.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormField label="Link do plano de ação" required error={e.actionPlanLink?.message}>
            <Input type="url" placeholder="https://" {...register('actionPlanLink')} />
          </FormField>
          <FormField label="Link do dashboard" required error={e.dashboardLink?.message}>
            <Input type="url" placeholder="https://" {...register('dashboardLink')} />
          </FormField>
          <FormField label="ID do formulário" required error={e.formId?.message}>
            <Input autoComplete="off" {...register('formId')} />
          </FormField>
          <FormField label="Título do formulário" required error={e.formTitle?.message}>
            <Input autoComplete="off" {...register('formTitle')} />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}
