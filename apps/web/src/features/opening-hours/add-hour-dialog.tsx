import { toast } from '@/lib/toast';
import { DAY_NAMES } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { formatTimeRange } from '@acolher/contracts/format';
import { ZOpeningHourCreate } from '@acolher/contracts/opening-hours';
import { FormDialog } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useCreateOpeningHour } from './api';

type Props = { dayOfWeek: number | null; psychologistUuid: string; onClose: () => void };

/** 'Adicionar horário': start 'até' end; 100 minutes or more become 50-minute sessions. */
export function AddHourDialog({ dayOfWeek, psychologistUuid, onClose }: Props) {
  const create = useCreateOpeningHour();
  return (
    <FormDialog
      open={dayOfWeek !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Adicionar horário"
      description={
        dayOfWeek !== null
          ? `${DAY_NAMES[dayOfWeek]} · horário de Brasília. Intervalos de 1h40 ou mais viram sessões de 50 minutos, uma por hora.`
          : undefined
      }
      size="sm"
      submitLabel="Adicionar"
      loadingText="Adicionando..."
      className="grid gap-5"
      schema={ZOpeningHourCreate}
      defaultValues={{ startTime: '', endTime: '', dayOfWeek: dayOfWeek ?? 0, psychologistUuid }}
      onSubmit={async (values) => {
        try {
          const created = await create.mutateAsync(values);
          toast.success(TOASTS.psychologist.openingHourAdded, {
            description:
              created.length > 1
                ? `${created.length} sessões de 50 minutos: ${created.map((h) => formatTimeRange(h.startTime, h.endTime)).join(', ')}.`
                : undefined,
          });
          onClose();
        } catch (error) {
          toast.error(errorMessage(error, TOASTS.psychologist.openingHourError));
        }
      }}
    >
      {({ register, formState: { errors } }) => (
        <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-3">
          <FormField label="Início" required error={errors.startTime?.message}>
            <Input type="time" step={300} autoFocus {...register('startTime')} />
          </FormField>
          <span className="pt-10 text-[15px] font-semibold text-sand-600">até</span>
          <FormField label="Fim" required error={errors.endTime?.message}>
            <Input type="time" step={300} {...register('endTime')} />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}
