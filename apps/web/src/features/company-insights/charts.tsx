import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  RADAR_DIMENSIONS,
  RADAR_DIMENSION_LABELS,
  type TRadarDimension,
} from '@acolher/contracts/well-being-radar';
import type { TDimensionAverages } from '@acolher/contracts/answers/company-insights';

/** Recharts lives in this lazily loaded chunk only. Every chart also has a text alternative. */

const SERIES_COLORS = ['#1c7a70', '#e8612a', '#6b6153', '#47ada1', '#c74a17', '#b3a794'];
const DIMENSION_COLORS: Record<TRadarDimension, string> = {
  wellbeing: '#1c7a70',
  sleep: '#47ada1',
  stress: '#e8612a',
  workload: '#a43b14',
  relationships: '#6b6153',
  balance: '#d4a106',
};
const tick = { fill: '#544c41', fontSize: 14 };
/** Month ticks: every one shown (none dropped on a phone), small enough to fit six at 390 px. */
const monthTick = { fill: '#544c41', fontSize: 12 };

/** Dimension names on two lines when long, so they fit beside a small radar. */
function AngleTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value: string };
  textAnchor?: string;
}) {
  const { x = 0, y = 0, payload, textAnchor = 'middle' } = props;
  // Short lines (at most 11 characters where words allow; a hyphen may end a line) so no label
  // leaves the chart on a 390 px phone (decision 1206).
  const words = String(payload?.value ?? '')
    .split(/(?<=-)|\s+/)
    .filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : last.endsWith('-') ? last + word : `${last} ${word}`;
    if (last !== undefined && joined.length <= 11) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  const dy = Number(y) < 150 ? -(lines.length - 1) * 14 : 0;
  return (
    <text
      x={x}
      y={Number(y) + dy}
      textAnchor={textAnchor as 'middle'}
      fill="#544c41"
      fontSize={14}
      fontWeight={600}
    >
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 4 : 15}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export type RadarSeries = { label: string; averages: TDimensionAverages };

export function DimensionsRadarChart({ series, label }: { series: RadarSeries[]; label: string }) {
  const data = RADAR_DIMENSIONS.map((d) => ({
    dimension: RADAR_DIMENSION_LABELS[d],
    ...Object.fromEntries(series.map((s, i) => [`s${i}`, s.averages[d] ?? undefined])),
  }));
  return (
    <div className="h-[320px] w-full sm:h-[360px]" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart
          data={data}
          outerRadius="66%"
          margin={{ top: 16, right: 32, bottom: 8, left: 32 }}
        >
          <PolarGrid stroke="#dbd2c3" />
          <PolarAngleAxis dataKey="dimension" tick={<AngleTick />} />
          <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
          {series.map((s, i) => (
            <Radar
              key={s.label}
              name={s.label}
              dataKey={`s${i}`}
              stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
              // The company's line is wide and drawn first; a sector's is dashed on top, so a
              // sector with the company's very averages still shows (decision 1206).
              strokeWidth={i === 0 ? 5 : 2}
              strokeDasharray={i === 0 ? undefined : '7 4'}
              strokeOpacity={i === 0 ? 0.55 : 1}
              fill={SERIES_COLORS[i % SERIES_COLORS.length]}
              fillOpacity={i === 0 ? 0.25 : 0.06}
              dot={i === 0 ? false : { r: 3, fillOpacity: 1 }}
              isAnimationActive={false}
            />
          ))}
          <Legend wrapperStyle={{ fontSize: 14 }} />
          <Tooltip formatter={(v) => `${v} de 100`} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The months along the bottom of the trend and bar charts, every one labelled. */
const MONTH_AXIS = {
  dataKey: 'month',
  tick: monthTick,
  interval: 0,
  tickLine: false,
  axisLine: { stroke: '#dbd2c3' },
} as const;

export type TrendPoint = { month: string } & Partial<Record<TRadarDimension, number>>;

export function TrendChart({ points, label }: { points: TrendPoint[]; label: string }) {
  return (
    <div className="h-[300px] w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#ebe5da" vertical={false} />
          <XAxis {...MONTH_AXIS} />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={tick}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip formatter={(v) => `${v} de 100`} />
          <Legend wrapperStyle={{ fontSize: 14 }} />
          {RADAR_DIMENSIONS.map((d) => (
            <Line
              key={d}
              type="monotone"
              dataKey={d}
              name={RADAR_DIMENSION_LABELS[d]}
              stroke={DIMENSION_COLORS[d]}
              strokeWidth={d === 'wellbeing' ? 3 : 2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export type BarPoint = { month: string } & Record<string, number | string | undefined>;

export function MonthlyBarChart({
  points,
  bars,
  label,
}: {
  points: BarPoint[];
  bars: { key: string; name: string; color: string }[];
  label: string;
}) {
  return (
    <div className="h-[240px] w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} barGap={4}>
          <CartesianGrid stroke="#ebe5da" vertical={false} />
          <XAxis {...MONTH_AXIS} />
          <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: '#f5f2ec' }} />
          {bars.length > 1 && <Legend wrapperStyle={{ fontSize: 14 }} />}
          {bars.map((b) => (
            <Bar
              key={b.key}
              dataKey={b.key}
              name={b.name}
              fill={b.color}
              radius={[6, 6, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
