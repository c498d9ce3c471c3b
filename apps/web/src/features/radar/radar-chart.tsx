import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import { RADAR_DIMENSIONS, RADAR_DIMENSION_LABELS } from '@acolher/contracts/well-being-radar';
import type { TRadarScores } from '@acolher/contracts/answers/radar';
import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  layoutRadar,
  type LabelLayout,
  type Measure,
} from './radar-layout';

type Props = { latest: TRadarScores; previous?: TRadarScores | null };

const LABELS = RADAR_DIMENSIONS.map((d) => RADAR_DIMENSION_LABELS[d]);

/** The element's content width, kept up to date. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Measures label text in the page's font (re-measured once the web font is ready). */
function useMeasure(el: React.RefObject<HTMLElement | null>, width: number): Measure {
  const [fontsReady, setFontsReady] = useState(0);
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, []);
  const ready = width > 0;
  return useMemo(() => {
    void fontsReady; // measure again once the web font has loaded
    const fallback: Measure = (text) => text.length * LABEL_FONT_SIZE * 0.6;
    if (!el.current || !ready) return fallback;
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
    if (!context) return fallback;
    context.font = `600 ${LABEL_FONT_SIZE}px ${getComputedStyle(el.current).fontFamily}`;
    const ctx = context;
    // A little slack for sub-pixel differences between canvas and SVG text.
    return (text) => Math.ceil(ctx.measureText(text).width * 1.03) + 1;
  }, [el, ready, fontsReady]);
}

type TickProps = {
  x?: number | string;
  y?: number | string;
  index?: number;
};

function Tick({ x = 0, y = 0, index = 0, label }: TickProps & { label: LabelLayout }) {
  const nx = Number(x);
  const ny = Number(y);
  return (
    <text
      x={nx}
      y={ny + label.firstBaseline}
      textAnchor={label.anchor}
      fill="#544c41"
      fontSize={LABEL_FONT_SIZE}
      fontWeight={600}
      data-axis={index}
    >
      {label.lines.map((line, i) => (
        <tspan key={line} x={nx} dy={i === 0 ? 0 : LABEL_LINE_HEIGHT}>
          {line}
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
  const [ref, width] = useWidth();
  const measure = useMeasure(ref, width);
  const layout = useMemo(
    () => (width > 0 ? layoutRadar(width, LABELS, measure) : null),
    [width, measure],
  );
  return (
    <figure className="-mx-3 my-0 grid gap-2 sm:mx-0">
      <div
        ref={ref}
        className="w-full"
        style={{ minHeight: layout?.height ?? 260 }}
        role="img"
        aria-label={`Seu radar do bem-estar, de 0 a 100: ${summary}.`}
      >
        {layout && (
          <RadarChart
            width={layout.width}
            height={layout.height}
            data={data}
            cx={layout.cx}
            cy={layout.cy}
            outerRadius={layout.outerRadius}
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          >
            <PolarGrid stroke="#dbd2c3" />
            <PolarAngleAxis
              dataKey="dimension"
              tick={(props: TickProps) => (
                <Tick {...props} label={layout.labels[props.index ?? 0]} />
              )}
            />
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
          </RadarChart>
        )}
      </div>
      {previous && (
        <figcaption className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-sand-700">
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-5 rounded-sm border-2 border-[#1c7a70] bg-[#2a9286]/35" />
            Agora
          </span>
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-5 rounded-sm border-2 border-dashed border-[#8a7e6c] bg-[#b3a794]/15" />
            Resposta anterior
          </span>
        </figcaption>
      )}
    </figure>
  );
}
