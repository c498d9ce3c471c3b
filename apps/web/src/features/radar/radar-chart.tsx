import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Legend,
} from 'recharts';
import {
  RADAR_DIMENSIONS,
  RADAR_DIMENSION_LABELS,
  type TRadarScores,
} from '@acolher/contracts/well-being-radar';

type Props = { latest: TRadarScores; previous?: TRadarScores | null };

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
            outerRadius="68%"
            margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
          >
            <PolarGrid stroke="#dbd2c3" />
            <PolarAngleAxis
              dataKey="dimension"
              tick={{ fill: '#544c41', fontSize: 13, fontWeight: 600 }}
            />
            <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
            {previous && (
              <Radar
                name="Resposta anterior"
                dataKey="antes"
                stroke="#b3a794"
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
            />
            {previous && <Legend wrapperStyle={{ fontSize: 14 }} />}
          </RadarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
