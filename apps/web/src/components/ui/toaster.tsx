import { Toaster as Sonner } from 'sonner';

/** Success and failure messages, bottom right. Call `toast.success(...)` / `toast.error(...)` from '@/lib/toast'. */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans! text-[15px]! rounded-2xl!', closeButtonAriaLabel: 'Fechar' }}
      containerAriaLabel="Notificações"
    />
  );
}
