import { useEffect, useId, useState } from 'react';
import { Switch } from 'radix-ui';
import { toast } from '@/lib/toast';
import { formatDate, formatName, formatTime } from '@acolher/contracts/format';
import {
  ZAdministratorCancel,
  type TAdministratorCancel,
} from '@acolher/contracts/session-outcomes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Controlled } from '@/components/forms/controlled';
import { Form } from '@/components/forms/form';
import { FormDialogFooter } from '@/components/forms/form-blocks';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAdministratorCancel } from '../api/outcomes';
import { ReasonField } from './reason-dialog';

export type CancelTarget = {
  uuid: string;
  collaboratorName: string | null;
  date: string;
  startTime: string | null;
};

/**
 * The administrator's cancellation of a `pending` appointment (docs/domain.md §17): the credit back
 * or not, a reason for the audit log, then a confirmation step before anything is sent.
 */
export function AdministratorCancelDialog({
  appointment: a,
  onClose,
  onCancelled,
}: {
  appointment: CancelTarget | null;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const id = useId();
  const cancel = useAdministratorCancel();
  // What the form held when 'Continuar' was pressed: the confirmation reads it, 'Voltar' returns to it.
  const [draft, setDraft] = useState<TAdministratorCancel>({ refund: true, reason: '' });
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!a) return;
    setDraft({ refund: true, reason: '' });
    setConfirming(false);
  }, [a]);

  const who = a?.collaboratorName ? formatName(a.collaboratorName) : 'o colaborador';
  const when = a ? `${formatDate(a.date)} às ${formatTime(a.startTime)}` : '';
  const { refund, reason } = draft;

  function send() {
    if (!a || cancel.isPending) return;
    cancel.mutate(
      { uuid: a.uuid, ...draft },
      {
        onSuccess: () => {
          toast.success(
            draft.refund ? 'Agendamento cancelado e crédito devolvido.' : 'Agendamento cancelado.',
          );
          onCancelled?.();
          onClose();
        },
        onError: (err) => {
          setConfirming(false);
          toast.error(errorMessage(err, 'Erro ao cancelar agendamento.'));
        },
      },
    );
  }

  return (
    <Dialog
      open={a !== null}
      onOpenChange={(o) => {
        if (!o && !cancel.isPending) onClose();
      }}
    >
      <DialogContent
        title={confirming ? 'Confirmar cancelamento?' : 'Cancelar agendamento'}
        description={
          confirming ? (
            <>
              O atendimento de <b>{who}</b> em {when} será cancelado{' '}
              {refund ? 'e o crédito volta para o colaborador' : 'sem devolver o crédito'}. O
              colaborador e o psicólogo são avisados. Esta ação não poderá ser desfeita.
            </>
          ) : (
            <>
              Atendimento de <b>{who}</b> em {when}. O cancelamento fica registrado com o motivo.
            </>
          )
        }
      >
        {confirming ? (
          <div className="grid gap-4">
            <p className="rounded-2xl bg-sand-50 px-4 py-3 text-[15px] break-words whitespace-pre-line text-sand-800">
              <span className="font-semibold">Motivo: </span>
              {reason.trim()}
            </p>
            <DialogFooter className="pt-2">
              <Button
                variant="secondary"
                onClick={() => setConfirming(false)}
                disabled={cancel.isPending}
              >
                Voltar
              </Button>
              <Button
                variant="destructive"
                onClick={send}
                loading={cancel.isPending}
                loadingText="Cancelando..."
              >
                Confirmar cancelamento
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <Form
            schema={ZAdministratorCancel}
            defaultValues={draft}
            onSubmit={(body) => {
              setDraft(body);
              setConfirming(true);
            }}
          >
            {({ register, control, watch, formState: { errors } }) => (
              <>
                <div className="flex items-start gap-3 rounded-2xl border border-sand-200 p-4">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <label htmlFor={`${id}-refund`} className="text-sm font-semibold text-sand-900">
                      Devolver o crédito ao colaborador
                    </label>
                    <p id={`${id}-refund-hint`} className="text-sm text-sand-600">
                      {watch('refund')
                        ? 'O crédito usado no agendamento volta para o saldo.'
                        : 'O crédito usado no agendamento não é devolvido.'}
                    </p>
                  </div>
                  <Controlled
                    control={control}
                    name="refund"
                    render={(field) => (
                      <Switch.Root
                        id={`${id}-refund`}
                        aria-describedby={`${id}-refund-hint`}
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        className={cn(
                          'relative mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          'bg-sand-300 data-[state=checked]:bg-brand-700',
                        )}
                      >
                        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                      </Switch.Root>
                    )}
                  />
                </div>
                <ReasonField
                  label="Motivo"
                  register={register}
                  name="reason"
                  error={errors.reason?.message}
                />
                <FormDialogFooter
                  onCancel={onClose}
                  pending={false}
                  cancelLabel="Voltar"
                  submitLabel="Continuar"
                />
              </>
            )}
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
