import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { TOASTS } from '@acolher/contracts/errors';
import { ZSectorUpdate, type TSectorUpdate } from '@acolher/contracts/sectors';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useSaveSector } from './api';
import { FormDialogFooter } from '@/components/forms/form-blocks';

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
  const { register, handleSubmit, reset, formState } = useForm<TSectorUpdate>({
    resolver: zodResolver(ZSectorUpdate),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (open) reset({ name: sector?.name ?? '' });
  }, [open, sector, reset]);

  const submit = handleSubmit(async ({ name }) => {
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
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !save.isPending && onOpenChange(o)}>
      <DialogContent size="sm" title={editing ? 'Editar setor' : 'Adicionar setor'}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Nome do setor" required error={formState.errors.name?.message}>
            <Input autoComplete="off" placeholder="Ex.: Recursos Humanos" {...register('name')} />
          </FormField>
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
