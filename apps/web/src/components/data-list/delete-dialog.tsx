import { toast } from '@/lib/toast';
import { deleteConfirmation } from '@acolher/contracts/errors';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api';

type DeleteDialogProps = {
  /** The item to delete; null closes the dialog. */
  target: { name: string } | null;
  onClose: () => void;
  title: string;
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  successToast: string;
  errorToast: string;
};

/** 'Tem certeza de que deseja excluir' + name + '? Esta ação não poderá ser desfeita.' */
export function DeleteDialog({
  target,
  onClose,
  title,
  onConfirm,
  pending,
  successToast,
  errorToast,
}: DeleteDialogProps) {
  const confirm = async () => {
    try {
      await onConfirm();
      toast.success(successToast);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, errorToast));
    }
  };
  return (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={target ? deleteConfirmation(target.name) : ''}
      onConfirm={() => void confirm()}
      loading={pending}
    />
  );
}
