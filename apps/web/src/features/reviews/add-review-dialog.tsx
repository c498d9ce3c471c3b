import { toast } from '@/lib/toast';
import { REVIEW_MAX } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { ZReviewCreate } from '@acolher/contracts/reviews';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useCreateReview } from './api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collaboratorUuid: string;
  psychologistUuid: string;
};

export function AddReviewDialog({ open, onOpenChange, collaboratorUuid, psychologistUuid }: Props) {
  const create = useCreateReview(collaboratorUuid);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adicionar avaliação"
      description="Anotação clínica sigilosa: só psicólogos que atendem este colaborador podem lê-la."
      submitLabel="Adicionar"
      loadingText="Adicionando..."
      className="grid gap-5"
      schema={ZReviewCreate}
      defaultValues={{ review: '', collaboratorUuid, psychologistUuid }}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(values);
          toast.success(TOASTS.psychologist.reviewAdded);
          onOpenChange(false);
        } catch (error) {
          toast.error(errorMessage(error, TOASTS.psychologist.reviewError));
        }
      }}
    >
      {({ register, watch, formState: { errors } }) => (
        <FormField label="Avaliação" required error={errors.review?.message}>
          <Textarea limit={REVIEW_MAX} rows={7} autoFocus value={watch('review')} {...register('review')} />
        </FormField>
      )}
    </FormDialog>
  );
}
