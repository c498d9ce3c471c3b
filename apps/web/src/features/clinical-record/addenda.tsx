import { toast } from '@/lib/toast';
import { NOTE_MAX, ZNoteAddendum } from '@acolher/contracts/session-notes';
import type { TNoteAddendum } from '@acolher/contracts/answers/session-notes';
import { Button } from '@/components/ui/button';
import { Controlled } from '@/components/forms/controlled';
import { Form } from '@/components/forms/form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useAddAddendum } from './api';
import { localWhen } from './when';

/** The dated corrections of a locked note, oldest first. */
export function AddendaList({ addenda }: { addenda: TNoteAddendum[] }) {
  if (addenda.length === 0) return null;
  return (
    <ol className="grid gap-2" aria-label="Adendos">
      {addenda.map((a) => (
        <li key={a.uuid} className="rounded-xl border border-sand-200 bg-sand-50 p-3">
          <p className="text-sm font-semibold text-sand-700">Adendo de {localWhen(a.createdAt)}</p>
          <p className="mt-1 text-[15px] break-words whitespace-pre-wrap text-sand-900">{a.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** 'Adicionar adendo': appended, dated by the server; the note itself stays as it was. */
export function AddAddendumForm({ appointmentUuid }: { appointmentUuid: string }) {
  const add = useAddAddendum(appointmentUuid);
  return (
    <Form
      schema={ZNoteAddendum}
      defaultValues={{ text: '' }}
      className="grid gap-2"
      onSubmit={async ({ text }, { reset }) => {
        try {
          await add.mutateAsync(text);
          reset();
          toast.success('Adendo adicionado');
        } catch (err) {
          toast.error(errorMessage(err, 'Não foi possível adicionar o adendo'));
        }
      }}
    >
      {({ control, formState: { errors, isSubmitting } }) => (
        <>
          <FormField label="Novo adendo" error={errors.text?.message}>
            <Controlled
              control={control}
              name="text"
              render={(field, aria) => (
                <Textarea
                  {...aria}
                  {...field}
                  limit={NOTE_MAX}
                  placeholder="Correção ou complemento, registrado com data e hora"
                />
              )}
            />
          </FormField>
          <Button
            type="submit"
            className="justify-self-start"
            loading={isSubmitting}
            loadingText="Adicionando..."
          >
            Adicionar adendo
          </Button>
        </>
      )}
    </Form>
  );
}
