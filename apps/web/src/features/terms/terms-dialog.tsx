import { useEffect, useId, useState } from 'react';
import { Dialog as D } from 'radix-ui';
import { Check, ShieldCheck } from 'lucide-react';
import { termsFor, TERMS_VERSION, type TTermsRole } from '@acolher/contracts/terms';
import type { TTermsAnswer } from '@acolher/contracts/answers/terms';
import { Button } from '@/components/ui/button';
import { overlayClass } from '@/components/ui/dialog';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';
import { getSession, type SessionUser } from '@/lib/session';
import { TermsText } from './terms-text';

export type TermsDialogProps<U extends SessionUser = SessionUser> = {
  role: TTermsRole;
  open: boolean;
  /** Called with the updated account record (the server's answer, or the local patch when it answers nothing). */
  onAccepted: (user: U) => void;
  /** The signed-in account's uuid; defaults to the stored session of `role`. */
  uuid?: string;
};

const endpoint = (role: TTermsRole, uuid: string) =>
  role === 'psychologist'
    ? `/psychologists/sign-terms/${uuid}`
    : `/collaborators/accept-terms/${uuid}`;

function CheckRow({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl p-2 -m-2 hover:bg-sand-50"
    >
      <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-sand-400 bg-white transition-colors checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Check
          aria-hidden
          className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100"
          strokeWidth={3}
        />
      </span>
      <span className="text-[15px] leading-snug text-sand-800">{children}</span>
    </label>
  );
}

/** The external provider's terms form, when the server has one configured (TERMS_FORM_URL). */
function useExternalTermsForm(role: TTermsRole, open: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let alive = true;
    api
      .get<Pick<TTermsAnswer, 'externalFormUrl'>>(`/terms?role=${role}`)
      .then((terms) => alive && setUrl(terms.externalFormUrl ?? null))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, [role, open]);
  return url;
}

/**
 * The terms modal of both roles (domain.md §11): it cannot be dismissed (no close button, Escape and
 * outside clicks do nothing); 'Aceitar' is enabled only after the checkbox is ticked. Failures are
 * only logged (domain.md §22); on success `onAccepted` receives the updated record.
 */
export function TermsDialog<U extends SessionUser = SessionUser>({
  role,
  open,
  onAccepted,
  uuid: uuidProp,
}: TermsDialogProps<U>) {
  const uuid = uuidProp ?? getSession(role)?.uuid ?? '';
  const [agreed, setAgreed] = useState(false);
  const [whatsappConsent, setWhatsappConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const agreeId = useId();
  const whatsappId = useId();
  const terms = termsFor(role);
  const externalFormUrl = useExternalTermsForm(role, open);
  const verb = role === 'psychologist' ? 'Assinar termos' : 'Aceitar termos';

  async function accept() {
    if (!agreed || sending || !uuid) return;
    setSending(true);
    try {
      const answer = await api.patch<unknown>(endpoint(role, uuid), {
        termsVersion: TERMS_VERSION,
        whatsappConsent,
      });
      const patch = role === 'psychologist' ? { hasSignedTerms: true } : { hasAcceptedTerms: true };
      const record =
        answer && typeof answer === 'object' && 'uuid' in answer
          ? (answer as Record<string, unknown>)
          : {};
      onAccepted({
        uuid,
        ...record,
        ...patch,
        termsVersion: TERMS_VERSION,
        whatsappConsent,
      } as unknown as U);
    } catch (err) {
      console.error('Falha ao registrar o aceite dos termos', err);
    } finally {
      setSending(false);
    }
  }

  const block = (e: Event) => e.preventDefault();

  return (
    <D.Root open={open}>
      <D.Portal>
        <D.Overlay className={overlayClass} />
        <D.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col',
            'overflow-hidden rounded-card bg-white shadow-lift focus:outline-none data-[state=open]:animate-pop-in',
          )}
        >
          <div className="flex items-start gap-3 border-b border-sand-100 p-5 sm:p-6">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <ShieldCheck className="size-6" aria-hidden />
            </span>
            <div className="grid gap-1">
              <D.Title className="text-lg font-bold text-sand-900">{terms.title}</D.Title>
              <D.Description className="text-[15px] text-sand-600">
                Antes de começar, leia com calma como cuidamos de você e dos seus dados.
              </D.Description>
            </div>
          </div>
          <div
            className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6"
            tabIndex={0}
            aria-label="Texto dos termos"
          >
            {externalFormUrl && (
              <iframe
                src={externalFormUrl}
                title="Formulário de termos"
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                referrerPolicy="no-referrer"
                className="mb-4 h-[55dvh] w-full rounded-xl border border-sand-200"
              />
            )}
            <TermsText role={role} />
          </div>
          <div className="grid gap-4 border-t border-sand-100 bg-sand-50/60 p-5 sm:p-6">
            <div className="grid gap-3">
              <CheckRow id={agreeId} checked={agreed} onChange={setAgreed}>
                {role === 'psychologist'
                  ? 'Li e concordo com os termos de uso e com o tratamento sigiloso dos dados de saúde dos colaboradores.'
                  : 'Li e concordo com os termos de uso e dou meu consentimento para o tratamento dos meus dados de saúde (LGPD, art. 11).'}
              </CheckRow>
              <CheckRow id={whatsappId} checked={whatsappConsent} onChange={setWhatsappConsent}>
                Quero receber lembretes pelo WhatsApp{' '}
                <span className="text-sand-500">(opcional)</span>
              </CheckRow>
            </div>
            <div className="flex justify-end">
              <Button
                onClick={accept}
                disabled={!agreed}
                loading={sending}
                loadingText="Enviando..."
                className="w-full sm:w-auto"
              >
                {verb}
              </Button>
            </div>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
