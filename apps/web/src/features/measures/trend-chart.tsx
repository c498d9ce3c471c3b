import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { MEASURES } from '@acolher/contracts/measures';
import type { TMeasureSeries } from '@acolher/contracts/answers/measures';
import { formatDate } from '@acolher/contracts/format';
import { BAND_FILL } from './band-text';

const tick = { fill: '#544c41', fontSize: 14 };

function chartSentence(series: TMeasureSeries): string {
  const m = MEASURES[series.instrument];
  const values = series.points.map((p) => `${p.score} em ${formatDate(p.date)}`).join('; ');
  return `Gráfico de ${m.title} (${m.name}), de 0 a ${m.maxScore} pontos: ${values}.`;
}

/**
 * The scores over time on top of the instrument's bands. One image with a sentence for screen
 * readers; the table beside it (MeasureTrend) has every value.
 */
export function TrendChart({ series }: { series: TMeasureSeries }) {
  const m = MEASURES[series.instrument];
  const data = series.points.map((p) => ({ day: formatDate(p.date).slice(0, 5), score: p.score }));
  return (
    <div role="img" aria-label={chartSentence(series)} className="h-56 w-full sm:h-64">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 12, right: 32, bottom: 4, left: -16 }}
        >
          {m.bands.map((b) => (
            <ReferenceArea
              key={b.band}
              y1={b.min}
              y2={b.max === m.maxScore ? b.max : b.max + 1}
              fill={BAND_FILL[b.band]}
              fillOpacity={1}
              stroke="none"
              ifOverflow="visible"
            />
          ))}
          <CartesianGrid vertical={false} stroke="#e8e2d8" strokeDasharray="3 3" />
          <XAxis
            dataKey="day"
            tick={tick}
            tickLine={false}
            tickMargin={6}
            axisLine={{ stroke: '#b3a794' }}
          />
          <YAxis
            domain={[0, m.maxScore]}
            ticks={[0, ...m.bands.slice(1).map((b) => b.min), m.maxScore]}
            tick={tick}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#1c7a70"
            strokeWidth={3}
            dot={{ r: 5, fill: '#1c7a70', stroke: '#fff', strokeWidth: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
