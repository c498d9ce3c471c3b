import { Link } from 'react-router';
import { ClipboardList, Coins } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { bookingPath, rememberBookingReturn } from '../return-to';

/**
 * Shown in place of the calendar while the collaborator has never sent the radar (§5 rule 2):
 * the blocker where the choice is made, not after 'Confirmar agendamento'.
 */
export function RadarLock() {
  return (
    <div
      role="region"
      aria-label="Agendamento bloqueado"
      className="grid justify-items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50/70 p-4 sm:p-5"
    >
      <span className="grid size-11 place-items-center rounded-full bg-white text-brand-700 shadow-soft">
        <ClipboardList className="size-6" aria-hidden />
      </span>
      <div className="grid gap-1">
        <p className="text-base font-bold text-sand-900">
          Responda o radar do bem-estar para agendar
        </p>
        <p className="text-[15px] text-sand-700">
          É necessário enviar pelo menos uma vez o radar do bem-estar. Leva poucos minutos, e depois
          você volta aqui para escolher o horário.
        </p>
      </div>
      <Link to="/collaborator/app/well-being-radar" className={buttonClass('primary')}>
        Responder o radar
      </Link>
    </div>
  );
}

/** In place of 'Confirmar agendamento' with no credit: buy, then come back to this day (decision 1203). */
export function BuyCreditsLink({
  psychologistUuid,
  date,
}: {
  psychologistUuid: string;
  date: string;
}) {
  return (
    <Link
      to="/collaborator/app/credits"
      onClick={() => rememberBookingReturn(bookingPath(psychologistUuid, date))}
      className={buttonClass('primary')}
    >
      <Coins className="size-4" aria-hidden />
      Comprar créditos
    </Link>
  );
}
