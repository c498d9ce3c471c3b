import { TOASTS } from '@acolher/contracts/errors';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { useDeleteSector } from './api';

/** 'Excluir setor' with its confirmation (administrator's company page, company's 'Setores'). */
export function DeleteSectorDialog({
  sector,
  onClose,
}: {
  sector: { uuid: string; name: string } | null;
  onClose: () => void;
}) {
  const remove = useDeleteSector();
  return (
    <DeleteDialog
      target={sector}
      onClose={onClose}
      title="Excluir setor"
      onConfirm={() => remove.mutateAsync(sector!.uuid)}
      pending={remove.isPending}
      successToast={TOASTS.sector.deleted}
      errorToast={TOASTS.sector.deleteError}
    />
  );
}
