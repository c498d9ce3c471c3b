import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { ZSectorUpdate } from '@acolher/contracts/sectors';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveSector } from './api';
type SectorArea = 'administrator' | 'company';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the dialog is used; a company's sectors always belong to the signed-in company. */
  area: SectorArea;
  /** The company the new sector joins (administrator area). */
  companyUuid?: string;
  /** Edit this sector; absent → create. */
  sector?: { uuid: string; name: string };
};

/** Create or rename a sector (administrator's company page, company's 'Gestão de cadastros'). */
export function SectorDialog({ open, onOpenChange, area, companyUuid, sector }: Props) {
  const editing = !!sector;
  const save = useSaveSector(sector?.uuid);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={editing ? 'Editar setor' : 'Adicionar setor'}
      submitLabel={editing ? 'Salvar' : 'Adicionar'}
      schema={ZSectorUpdate}
      defaultValues={{ name: sector?.name ?? '' }}
      onSubmit={async ({ name }) => {
        try {
          await save.mutateAsync(
            area === 'administrator' && !editing ? { name, companyUuid } : { name },
          );
          toast.success(editing ? TOASTS.sector.updated : TOASTS.sector.created);
          onOpenChange(false);
        } catch (err) {
          toast.error(
            errorMessage(err, editing ? TOASTS.sector.updateError : TOASTS.sector.createError),
          );
        }
      }}
    >
      {({ register, formState: { errors } }) => (
        <FormField label="Nome do setor" required error={errors.name?.message}>
          <Input autoComplete="off" placeholder="Ex.: Recursos Humanos" {...register('name')} />
        </FormField>
      )}
    </FormDialog>
  );
}
