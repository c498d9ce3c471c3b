import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
} from 'recharts';
import {
  RADAR_DIMENSIONS,
  RADAR_DIMENSION_LABELS,
  type TRadarScores,
} from '@acolher/contracts/well-being-radar';

type Props = { latest: TRadarScores; previous?: TRadarScores | null };

/** Splits a label into lines of about `max` characters (labels must not be cut on phones). */
function lines(label: string, max = 11): string[] {
  const out: string[] = [];
  for (const word of label.split(' ')) {
    const last = out[out.length - 1];
    if (last && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

type TickProps = {
  x?: number | string;
  y?: number | string;
  cx?: number;
  payload?: { value: string };
  textAnchor?: string;
};

function Tick({ x = 0, y = 0, cx = 0, payload }: TickProps) {
  const nx = Number(x);
  const ny = Number(y);
  const parts = lines(payload?.value ?? '');
  const anchor = Math.abs(nx - cx) < 4 ? 'middle' : nx > cx ? 'start' : 'end';
  return (
    <text x={nx} y={ny} textAnchor={anchor} fill="#544c41" fontSize={14} fontWeight={600}>
      {parts.map((p, i) => (
        <tspan key={p} x={nx} dy={i === 0 ? (parts.length > 1 ? -4 : 4) : 15}>
          {p}
        </tspan>
      ))}
    </text>
  );
}

/** The collaborator's own radar (0–100 per dimension, further out = better). Lazy-loaded: recharts stays in its chunk. */
export default function WellBeingRadarChart({ latest, previous }: Props) {
  const data = RADAR_DIMENSIONS.map((d) => ({
    dimension: RADAR_DIMENSION_LABELS[d],
    agora: latest.dimensions[d] ?? 0,
    antes: previous?.dimensions[d] ?? undefined,
  }));
  const summary = RADAR_DIMENSIONS.map(
    (d) => `${RADAR_DIMENSION_LABELS[d]} ${Math.round(latest.dimensions[d] ?? 0)}`,
  ).join(', ');
  return (
    <figure className="m-0">
      <div
        className="h-[300px] w-full sm:h-[360px]"
        role="img"
        aria-label={`Seu radar do bem-estar, de 0 a 100: ${summary}.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart
            data={data}
            outerRadius="62%"
            margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
          >
            <PolarGrid stroke="#dbd2c3" />
            <PolarAngleAxis dataKey="dimension" tick={(props: TickProps) => <Tick {...props} />} />
            <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
            {previous && (
              <Radar
                name="Resposta anterior"
                dataKey="antes"
                stroke="#8a7e6c"
                fill="#b3a794"
                fillOpacity={0.15}
                strokeDasharray="4 4"
                isAnimationActive={false}
              />
            )}
            <Radar
              name="Agora"
              dataKey="agora"
              stroke="#1c7a70"
              strokeWidth={2}
              fill="#2a9286"
              fillOpacity={0.35}
              animationDuration={500}
            />
            {previous && <Legend wrapperStyle={{ fontSize: 14 }} />}
          </RadarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
