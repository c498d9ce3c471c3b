import { toast } from '@/lib/toast';
import { TEXT_LIMITS } from '@acolher/contracts/constants';
import { TOASTS } from '@acolher/contracts/errors';
import { MAX_LENGTH, maskPhone } from '@acolher/contracts/masks';
import { ZPsychologistBasicData } from '@acolher/contracts/psychologists';
import { Form } from '@/components/forms/form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { MaskedInput } from '@/components/ui/masked-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useUpdateBasicData } from '../api/profile';
import type { TPsychologist } from '@acolher/contracts/answers/psychologists';

/** The editable part of the profile. Lists are typed comma-separated and sent as lists. */
export function ProfileForm({
  psychologist,
  onSaved,
}: {
  psychologist: TPsychologist;
  onSaved: (p: TPsychologist) => void;
}) {
  const save = useUpdateBasicData(psychologist.uuid);
  const d = psychologist;
  return (
    <Form
      schema={ZPsychologistBasicData}
      className="grid gap-5"
      defaultValues={{
        phone: maskPhone(d.phone ?? ''),
        education: d.education ?? '',
        careerHistory: d.careerHistory ?? '',
        hostMessage: d.hostMessage ?? '',
        specialties: (d.specialties ?? []).join(', '),
        approach: (d.approach ?? []).join(', '),
        targetAudience: (d.targetAudience ?? []).join(', '),
      }}
      onSubmit={async (values) => {
        try {
          const updated = await save.mutateAsync(values);
          toast.success(TOASTS.psychologist.profileUpdated);
          onSaved(updated);
        } catch (error) {
          toast.error(errorMessage(error, TOASTS.psychologist.profileError));
        }
      }}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <FormField label="Celular" required error={errors.phone?.message} className="sm:max-w-xs">
            <MaskedInput
              mask={maskPhone}
              maxLength={MAX_LENGTH.phone}
              inputMode="tel"
              autoComplete="tel"
              placeholder="(00) 00000-0000"
              {...register('phone')}
            />
          </FormField>
          <FormField label="Formação" required error={errors.education?.message}>
            <Textarea
              limit={TEXT_LIMITS.education}
              rows={3}
              defaultValue={d.education}
              {...register('education')}
            />
          </FormField>
          <FormField label="Histórico profissional" required error={errors.careerHistory?.message}>
            <Textarea
              limit={TEXT_LIMITS.careerHistory}
              rows={4}
              defaultValue={d.careerHistory}
              {...register('careerHistory')}
            />
          </FormField>
          <FormField label="Mensagem de acolhimento" required error={errors.hostMessage?.message}>
            <Textarea
              limit={TEXT_LIMITS.hostMessage}
              rows={4}
              defaultValue={d.hostMessage}
              {...register('hostMessage')}
            />
          </FormField>
          <div className="grid gap-5 lg:grid-cols-3">
            <FormField
              label="Especialidades"
              error={errors.specialties?.message}
              hint="Utilize vírgula"
            >
              <Textarea
                limit={TEXT_LIMITS.listField}
                rows={2}
                className="min-h-0! resize-none"
                placeholder="Ansiedade, Estresse"
                defaultValue={d.specialties.join(', ')}
                {...register('specialties')}
              />
            </FormField>
            <FormField label="Abordagem" error={errors.approach?.message} hint="Utilize vírgula">
              <Textarea
                limit={TEXT_LIMITS.listField}
                rows={2}
                className="min-h-0! resize-none"
                placeholder="Terapia Cognitivo-Comportamental"
                defaultValue={d.approach.join(', ')}
                {...register('approach')}
              />
            </FormField>
            <FormField
              label="Público alvo"
              error={errors.targetAudience?.message}
              hint="Utilize vírgula"
            >
              <Textarea
                limit={TEXT_LIMITS.listField}
                rows={2}
                className="min-h-0! resize-none"
                placeholder="Adultos, Adolescentes"
                defaultValue={d.targetAudience.join(', ')}
                {...register('targetAudience')}
              />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              loading={isSubmitting}
              loadingText="Salvando..."
              className="w-full sm:w-auto"
            >
              Salvar
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
