import { Link } from 'react-router';
import { ChevronRight, HeartPulse } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MEASURES_PATH, measureFormPath, useMeasureOverview } from './api';

/**
 * A quiet invitation (never blocking, decision 1167): 'Como você tem estado' when a questionnaire
 * is due; otherwise, once there are answers, a link to the trend. Nothing while loading or on error.
 */
export function MeasuresInvite({
  collaboratorUuid,
  className,
}: {
  collaboratorUuid: string;
  className?: string;
}) {
  const overview = useMeasureOverview(collaboratorUuid);
  if (!overview.data) return null;
  const due = overview.data.instruments.find((i) => i.due);
  const answered = overview.data.instruments.some((i) => i.points.length > 0);
  if (!due && !answered) return null;
  return (
    <section
      aria-labelledby="como-voce-tem-estado"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-brand-100 bg-brand-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 shadow-soft">
          <HeartPulse className="size-6" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id="como-voce-tem-estado" className="text-lg font-bold text-sand-900">
            Como você tem estado?
          </h2>
          <p className="text-[15px] text-sand-700">
            {due
              ? 'Se quiser, responda algumas perguntas rápidas antes da sua sessão. Elas ajudam você e seu psicólogo a acompanhar sua evolução.'
              : 'Veja como seu humor e sua ansiedade mudaram nas últimas semanas.'}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {due ? (
          <>
            <Link to={MEASURES_PATH} className={buttonClass('ghost', 'md')}>
              Ver evolução
            </Link>
            <Link to={measureFormPath(due.instrument)} className={buttonClass('primary', 'md')}>
              Responder agora
            </Link>
          </>
        ) : (
          <Link to={MEASURES_PATH} className={buttonClass('secondary', 'md')}>
            Ver minha evolução
            <ChevronRight aria-hidden />
          </Link>
        )}
      </div>
    </section>
  );
}
