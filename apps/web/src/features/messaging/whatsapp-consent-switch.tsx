import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { MessageCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useUpdateWhatsappConsent, whatsappConsentQuery } from './whatsapp-consent-api';

/**
 * The collaborator's or psychologist's own choice of receiving session reminders by WhatsApp
 * (off: e-mail). Self-contained: drop it on a profile or dashboard page of either area.
 */
export function WhatsappConsentSwitch({ className }: { className?: string }) {
  const id = useId();
  const consent = useQuery(whatsappConsentQuery);
  const update = useUpdateWhatsappConsent();
  const checked = update.isPending
    ? Boolean(update.variables?.whatsappConsent)
    : Boolean(consent.data?.whatsappConsent);

  const onChange = (value: boolean) =>
    update.mutate(
      { whatsappConsent: value },
      {
        onSuccess: () =>
          toast.success(
            value ? 'Avisos pelo WhatsApp ativados.' : 'Avisos pelo WhatsApp desativados.',
          ),
        onError: (err) =>
          toast.error(
            errorMessage(err, 'Não foi possível salvar sua preferência. Tente novamente.'),
          ),
      },
    );

  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-card border border-sand-200/80 bg-white p-4 shadow-soft',
        className,
      )}
    >
      <span
        aria-hidden
        className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        <MessageCircle className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-sand-900">
          Receber avisos pelo WhatsApp
        </label>
        <p id={`${id}-hint`} className="text-sm text-sand-600">
          {consent.data && !consent.data.hasPhone
            ? 'Cadastre um telefone para receber pelo WhatsApp. Enquanto isso, os avisos chegam por e-mail.'
            : 'O link da sessão chega 15 minutos antes. Desligado, enviamos por e-mail.'}
        </p>
        {consent.isError && (
          <button
            type="button"
            className="w-fit text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => void consent.refetch()}
          >
            Não foi possível carregar. Tentar novamente
          </button>
        )}
      </div>
      {consent.isPending ? (
        <Skeleton className="mt-1 h-6 w-11 rounded-full" />
      ) : (
        <Switch.Root
          id={id}
          aria-describedby={`${id}-hint`}
          checked={checked}
          disabled={consent.isError || update.isPending}
          onCheckedChange={onChange}
          className={cn(
            'relative mt-1 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
            'bg-sand-300 data-[state=checked]:bg-brand-700',
          )}
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      )}
    </div>
  );
}
