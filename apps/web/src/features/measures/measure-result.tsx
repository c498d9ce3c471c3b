import { Link } from 'react-router';
import { LineChart } from 'lucide-react';
import { MEASURES } from '@acolher/contracts/measures';
import type { TMeasureResult } from '@acolher/contracts/answers/measures';
import { formatDate } from '@acolher/contracts/format';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CareResources } from '@/components/care-resources';
import { bandSentence } from './band-text';
import { MEASURES_PATH } from './api';

/** After sending: the crisis resources first when item 9 shows it (§18), then the score and band. */
export function MeasureResult({ result }: { result: TMeasureResult }) {
  const m = MEASURES[result.instrument];
  return (
    <div className="grid gap-6">
      {result.crisis && (
        <CareResources
          tone="urgent"
          title="Você não está sozinho(a)"
          intro="Obrigado por contar como você está. Se pensar em se ferir, fale com alguém agora: essas ajudas são gratuitas e funcionam a qualquer hora. O psicólogo que atende você também foi avisado: ele vê no Acolher seu nome e que esta pergunta foi marcada, para poder procurar você; suas respostas não vão no aviso."
        />
      )}
      <Card>
        <CardContent className="grid gap-4 sm:p-8">
          <h2
            id="resultado"
            tabIndex={-1}
            className="text-xl font-extrabold focus:outline-none sm:text-2xl"
          >
            Obrigado por responder
          </h2>
          <p className="text-[15px] text-sand-600">
            {m.title} ({m.name})
          </p>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-extrabold text-sand-900 tabular-nums">
              {result.score}
            </span>
            <span className="text-[15px] text-sand-600">de {m.maxScore} pontos</span>
            <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-bold text-sand-800">
              Faixa {result.bandLabel.toLowerCase()}
            </span>
          </p>
          <p className="text-base text-sand-800">{bandSentence(result.instrument, result.band)}</p>
          <p className="text-sm text-sand-600">
            Este questionário não é um diagnóstico: ele ajuda você e seu psicólogo a acompanhar como
            você tem estado. Você pode responder de novo a partir de{' '}
            {formatDate(result.nextAvailableAt.slice(0, 10))}.
          </p>
          <Link
            to={MEASURES_PATH}
            className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:justify-self-start')}
          >
            <LineChart aria-hidden />
            Ver minha evolução
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
