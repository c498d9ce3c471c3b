import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowDownRight, ArrowUpRight, Lock, Medal, Minus } from 'lucide-react';
import {
  RADAR_DIMENSIONS,
  RADAR_DIMENSION_LABELS,
  SCORE_BAND_LABELS,
  scoreBand,
  type TScoreBand,
} from '@acolher/contracts/well-being-radar';
import type { TGamification, TRadarScoredResponse } from '@acolher/contracts/answers/radar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from './format';
import { CareResources } from '@/components/care-resources';

const RadarChart = lazy(() => import('./radar-chart'));

function Delta({ now, before }: { now: number | null; before: number | null | undefined }) {
  if (now === null || before === null || before === undefined)
    return <span className="text-sm text-sand-500">—</span>;
  const diff = Math.round(now - before);
  if (diff === 0)
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-sand-600">
        <Minus className="size-4" aria-hidden /> igual
      </span>
    );
  const up = diff > 0;
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-bold ${up ? 'text-status-success' : 'text-accent-700'}`}
    >
      {up ? (
        <ArrowUpRight className="size-4" aria-hidden />
      ) : (
        <ArrowDownRight className="size-4" aria-hidden />
      )}
      {up ? '+' : '−'}
      {Math.abs(diff)}
      <span className="sr-only">{up ? ' pontos a mais' : ' pontos a menos'}</span>
    </span>
  );
}

const BAND_TONES: Record<TScoreBand, BadgeTone> = {
  good: 'success',
  attention: 'pending',
  critical: 'danger',
};

/** A score's band in the employee's words ('Bom', 'Atenção', 'Crítico'), thresholds from contracts. */
function Band({ value }: { value: number }) {
  const band = scoreBand(value);
  return (
    <Badge tone={BAND_TONES[band]} className="px-2 text-[13px]">
      {SCORE_BAND_LABELS[band]}
    </Badge>
  );
}

const medalsText = (count: number) => (count === 1 ? '1 medalha' : `${count} medalhas`);

/** Own radar after sending (or the last one): care resources first when needed, chart, change since last time. */
export function RadarResult({
  latest,
  previous,
  needsCare,
  gamification,
  justSent,
}: {
  latest: TRadarScoredResponse;
  previous: TRadarScoredResponse | null;
  needsCare: boolean;
  gamification?: TGamification;
  justSent: boolean;
}) {
  const s = latest.scores;
  return (
    <div className="grid gap-6">
      {needsCare && (
        <CareResources
          tone="urgent"
          title="Obrigado por compartilhar. Parece que as últimas semanas foram pesadas."
          intro="Você não precisa passar por isso sozinho(a). Se precisar conversar agora, estas ajudas são gratuitas e atendem 24 horas. E você pode agendar uma sessão com um psicólogo."
        />
      )}

      {/* Never a celebration under a distress result (decision 1191): the medal is told quietly below. */}
      {justSent && gamification && !needsCare && (
        <div
          className="flex items-center gap-4 rounded-card border border-amber-200 bg-gradient-to-r from-amber-50 to-white p-4 sm:p-5"
          role="status"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-400 text-white shadow-soft">
            <Medal className="size-6" aria-hidden />
          </span>
          <div className="grid gap-0.5">
            <p className="font-bold text-sand-900">Você ganhou uma medalha!</p>
            <p className="text-[15px] text-sand-700">
              {gamification.wellBeingRadarCount === 1
                ? 'Sua primeira medalha na trilha do bem-estar.'
                : `Agora são ${gamification.wellBeingRadarCount} medalhas na sua trilha do bem-estar.`}
            </p>
          </div>
        </div>
      )}

      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div className="grid gap-2">
            <h2 className="text-xl font-bold text-sand-900">Seu radar do bem-estar</h2>
            <p className="text-[15px] text-sand-600">
              Respondido em {formatDate(latest.createdAt)}
              {previous ? ` · comparado com ${formatDate(previous.createdAt)}` : ''}. Quanto mais
              para fora, melhor.
            </p>
            <Suspense
              fallback={
                <Skeleton className="mx-auto mt-4 aspect-square w-full max-w-[320px] rounded-full" />
              }
            >
              <RadarChart latest={s} previous={previous?.scores} />
            </Suspense>
          </div>
          <div className="grid gap-3">
            <h3 className="text-base font-bold text-sand-900">
              {previous ? 'O que mudou desde a última vez' : 'Seus resultados'}
            </h3>
            <ul className="grid gap-2">
              {RADAR_DIMENSIONS.map((d) => {
                const v = s.dimensions[d];
                return (
                  <li key={d} className="grid gap-1.5 rounded-2xl bg-sand-50 px-4 py-3">
                    <div className="flex items-center justify-between gap-3">
                      <span className="text-[15px] font-semibold text-sand-800">
                        {RADAR_DIMENSION_LABELS[d]}
                      </span>
                      <span className="flex items-center gap-3">
                        {previous && <Delta now={v} before={previous.scores.dimensions[d]} />}
                        {v !== null && <Band value={v} />}
                        <span className="w-10 text-right text-base font-extrabold text-sand-900">
                          {v === null ? '—' : Math.round(v)}
                        </span>
                      </span>
                    </div>
                    <div className="h-1.5 overflow-hidden rounded-full bg-sand-200" aria-hidden>
                      <div
                        className="h-full rounded-full bg-brand-500"
                        style={{ width: `${v ?? 0}%` }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            {!previous && (
              <p className="text-sm text-sand-600">
                Na próxima resposta você verá aqui como cada dimensão mudou.
              </p>
            )}
          </div>
        </CardContent>
      </Card>

      {!needsCare && (
        <CareResources
          headingLevel={2}
          title="Se precisar, a ajuda está a um toque"
          intro="Conversar faz bem. Você pode agendar uma sessão a qualquer momento; e, numa hora difícil, o CVV e o SAMU atendem 24 horas."
        />
      )}

      {justSent && gamification && needsCare && (
        <p className="flex items-start gap-2 text-sm text-sand-600">
          <Medal className="mt-0.5 size-4 shrink-0" aria-hidden />
          Sua resposta também foi registrada na sua trilha do bem-estar (
          {medalsText(gamification.wellBeingRadarCount)}).
        </p>
      )}

      <p className="flex items-start gap-2 text-sm text-sand-600">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Só você vê este resultado. Sua empresa vê apenas médias de grupos com pelo menos 5 pessoas,
        nunca respostas individuais.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/collaborator/app/well-being-trail" className={buttonClass('primary', 'md')}>
          <Medal aria-hidden />
          Ver minha trilha
        </Link>
        <Link to="/collaborator/app/dashboard" className={buttonClass('secondary', 'md')}>
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}
