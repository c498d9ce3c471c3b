import type { ReactNode } from 'react';
import { AlertDialog as A } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { overlayClass, panelClass, useReturnFocus } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** e.g. <>Tem certeza de que deseja excluir <b>{name}</b>? Esta ação não poderá ser desfeita.</> */
  description: ReactNode;
  confirmLabel?: string;
  loadingLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  loading?: boolean;
  destructive?: boolean;
};

/** Asks before a destructive action. The dialog stays open while `loading`; close it on success. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Excluir',
  loadingLabel = 'Excluindo...',
  cancelLabel = 'Cancelar',
  onConfirm,
  loading,
  destructive = true,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <A.Root open={open} onOpenChange={(o) => !loading && onOpenChange(o)}>
      <A.Portal>
        <A.Overlay className={overlayClass} />
        <A.Content className={cn(panelClass, 'max-w-md')} {...returnFocus}>
          <div className="grid gap-2">
            <A.Title className="text-lg font-bold text-sand-900">{title}</A.Title>
            <A.Description className="text-[15px] text-sand-600">{description}</A.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel asChild>
              <Button variant="secondary" disabled={loading}>
                {cancelLabel}
              </Button>
            </A.Cancel>
            <Button variant={destructive ? 'destructive' : 'primary'} loading={loading} loadingText={loadingLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
