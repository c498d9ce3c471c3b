import { TOASTS } from '@acolher/contracts/errors';
import { formatName } from '@acolher/contracts/format';
import { DeleteDialog } from '@/components/data-list/delete-dialog';
import { useDeleteCollaborator } from './api';

/** 'Excluir colaborador' with its confirmation; the company area's failure toast ends with a full stop. */
export function DeleteCollaboratorDialog({
  collaborator,
  area,
  onClose,
}: {
  collaborator: { uuid: string; name: string } | null;
  area: 'administrator' | 'company';
  onClose: () => void;
}) {
  const remove = useDeleteCollaborator();
  return (
    <DeleteDialog
      target={collaborator ? { name: formatName(collaborator.name) } : null}
      onClose={onClose}
      title="Excluir colaborador"
      onConfirm={() => remove.mutateAsync(collaborator!.uuid)}
      pending={remove.isPending}
      successToast={TOASTS.collaborator.deleted}
      errorToast={
        area === 'company'
          ? TOASTS.collaborator.companyDeleteError
          : TOASTS.collaborator.deleteError
      }
    />
  );
}
