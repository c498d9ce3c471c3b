import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { REVIEW_MAX } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import {
  ZReviewCreate,
  type TReviewCreate,
  type TReviewCreateInput,
} from '@acolher/contracts/reviews';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useCreateReview } from './api';
import { FormDialogFooter } from '@/components/forms/form-blocks';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboratorUuid: string;
  psychologistUuid: string;
};

export function AddReviewDialog({ open, onOpenChange, collaboratorUuid, psychologistUuid }: Props) {
  const create = useCreateReview(collaboratorUuid);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TReviewCreateInput, unknown, TReviewCreate>({
    resolver: zodResolver(ZReviewCreate),
    defaultValues: { review: '', collaboratorUuid, psychologistUuid },
  });
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset({ review: '', collaboratorUuid, psychologistUuid });
    onOpenChange(next);
  };
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(TOASTS.psychologist.reviewAdded);
        reset({ review: '', collaboratorUuid, psychologistUuid });
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, TOASTS.psychologist.reviewError)),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Adicionar avaliação"
        description="Anotação clínica sigilosa: só psicólogos que atendem este colaborador podem lê-la."
      >
        <form noValidate onSubmit={submit} className="grid gap-5">
          <FormField label="Avaliação" required error={errors.review?.message}>
            <Textarea
              limit={REVIEW_MAX}
              rows={7}
              autoFocus
              value={watch('review')}
              {...register('review')}
            />
          </FormField>
          <FormDialogFooter
            onCancel={() => close(false)}
            pending={create.isPending}
            submitLabel="Adicionar"
            loadingText="Adicionando..."
            className=""
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
