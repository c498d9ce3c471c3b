import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck2, CircleCheckBig, Coins, House, LoaderCircle } from 'lucide-react';
import { useSession } from '@/app/use-session';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePurchases, purchasesQuery } from '@/features/credits/api/purchases-query';
import { creditsLabel } from '@/features/credits/components/package-chooser';
import { bookingReturn, forgetBookingReturn } from '@/features/appointments/return-to';
import { collaboratorQuery, useCollaborator } from '@/app/use-collaborator';
import { pageData } from '@/app/page-data';

const POLL_MS = 2000;
const MAX_POLLS = 15;

export const loader = pageData('collaborator', (_params, { uuid }) => [
  collaboratorQuery(uuid),
  purchasesQuery(uuid),
]);

/**
 * After paying: reloads the collaborator (and the stored session) so the new credits show. A
 * provider's notification can land a moment after the buyer returns (Pix, Stripe): while the newest
 * purchase is still pending, both are reloaded every 2 s for up to 30 s.
 */
export default function CreditsSuccessPage() {
  const { user } = useSession('collaborator');
  const purchases = usePurchases(user.uuid, { everyMs: POLL_MS, maxPolls: MAX_POLLS });
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), POLL_MS * MAX_POLLS);
    return () => window.clearTimeout(timer);
  }, []);
  const waiting = purchases.data?.[0]?.status === 'pending' && !gaveUp;
  const collaborator = useCollaborator({ refetchInterval: waiting ? POLL_MS : false }).query;
  // A purchase started from a booking goes back to that psychologist and day (decision 1203).
  const [returnTo] = useState(bookingReturn);

  return (
    <div className="mx-auto grid w-full max-w-lg gap-6 pt-4 sm:pt-10">
      <Card>
        <CardContent className="grid justify-items-center gap-5 px-6 py-10 text-center sm:px-10">
          <span className="grid size-20 place-items-center rounded-full bg-green-50 text-status-success ring-8 ring-green-50/60">
            <CircleCheckBig className="size-10" strokeWidth={1.75} aria-hidden />
          </span>
          <div className="grid gap-2">
            <h1 className="text-2xl font-extrabold sm:text-3xl">Pagamento confirmado!</h1>
            <p className="text-sand-600">
              Obrigado! Seus créditos já podem ser usados para agendar sessões.
            </p>
          </div>
          <div className="grid w-full gap-1 rounded-2xl bg-brand-50 px-5 py-4" aria-live="polite">
            <span className="text-sm font-semibold text-brand-800">Créditos disponíveis</span>
            {collaborator.data ? (
              <span
                className="text-3xl font-extrabold text-brand-900"
                data-testid="available-credits"
              >
                {creditsLabel(collaborator.data.credits)}
              </span>
            ) : collaborator.isError ? (
              <span className="text-sm text-sand-600">
                Não foi possível atualizar agora. Veja em Créditos.
              </span>
            ) : (
              <Skeleton className="mx-auto h-9 w-32" />
            )}
            {waiting && (
              <span className="inline-flex items-center justify-center gap-2 text-sm text-sand-600">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                Estamos confirmando seu pagamento com o banco...
              </span>
            )}
          </div>
          <Link
            to={returnTo ?? '/collaborator/app/psychologists'}
            onClick={forgetBookingReturn}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            <CalendarCheck2 aria-hidden />
            Agendar sessão
          </Link>
          <div className="grid w-full gap-3 sm:grid-cols-2">
            <Link to="/collaborator/app/dashboard" className={buttonClass('secondary', 'lg')}>
              <House aria-hidden />
              Ir para o início
            </Link>
            <Link to="/collaborator/app/credits" className={buttonClass('secondary', 'lg')}>
              <Coins aria-hidden />
              Ver meus créditos
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
