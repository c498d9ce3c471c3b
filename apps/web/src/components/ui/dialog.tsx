import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

export const Dialog = D.Root;
export const DialogClose = D.Close;

export const overlayClass = 'fixed inset-0 z-50 bg-sand-900/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in';
export const panelClass = cn(
  'fixed z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] gap-5 overflow-y-auto rounded-card bg-white p-5 shadow-lift sm:p-6',
  'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 data-[state=open]:animate-pop-in focus:outline-none',
);

type DialogContentProps = ComponentProps<typeof D.Content> & {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the close button (e.g. a terms dialog that must be answered). */
  hideClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
};
const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/** A titled dialog panel; put the form or content as children and a DialogFooter at the end. */
/**
 * Dialogs opened by state (a button's onClick, a row menu) have no Radix Trigger to give focus back
 * to: remember what had focus when the dialog opened and return there on close (WCAG 2.4.3).
 */
export function useReturnFocus(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const openedFrom = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = openedFrom.current;
      if (!event.defaultPrevented && target?.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

export function DialogContent({ title, description, hideClose, size = 'md', className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <D.Portal>
      <D.Overlay className={overlayClass} />
      <D.Content
        className={cn(panelClass, widths[size], className)}
        {...returnFocus}
        {...props}
      >
        <div className="grid gap-1.5 pr-8">
          <D.Title className="text-lg font-bold text-sand-900">{title}</D.Title>
          {description ? (
            <D.Description className="text-[15px] text-sand-600">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{typeof title === 'string' ? title : ''}</D.Description>
          )}
        </div>
        {children}
        {!hideClose && (
          <D.Close
            className="absolute top-4 right-4 grid size-9 cursor-pointer place-items-center rounded-full text-sand-500 hover:bg-sand-100 hover:text-sand-800"
            aria-label="Fechar"
          >
            <X className="size-5" />
          </D.Close>
        )}
      </D.Content>
    </D.Portal>
  );
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}
