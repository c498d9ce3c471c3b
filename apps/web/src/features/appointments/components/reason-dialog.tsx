import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { REASON_MAX, ZDisputeCreate } from '@acolher/contracts/session-outcomes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  loadingLabel: string;
  loading: boolean;
  destructive?: boolean;
  /** Fields before the reason (a refund choice, a number of credits). */
  children?: ReactNode;
  /** Called with the trimmed reason once it passes the shared schema (§17's reason: 1–500 chars). */
  onSubmit: (reason: string) => void;
};

/** A dialog that asks for a reason before a §17 action: the confirmation before it happens. */
export function ReasonDialog(props: Props) {
  const { open, onClose, loading, onSubmit } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const parsed = ZDisputeCreate.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSubmit(parsed.data.reason);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o && !loading) onClose();
      }}
    >
      <DialogContent title={props.title} description={props.description}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {props.children}
          <FormField label={props.reasonLabel} required error={error}>
            <Textarea
              value={reason}
              limit={REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="secondary" onClick={onClose} disabled={loading}>
              Voltar
            </Button>
            <Button
              type="submit"
              variant={props.destructive ? 'destructive' : 'primary'}
              loading={loading}
              loadingText={props.loadingLabel}
            >
              {props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
