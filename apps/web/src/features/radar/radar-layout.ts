/**
 * Sizes the radar so that every axis label fits inside the SVG (labels must never be cut on a
 * phone). Pure: the chart passes its width and a text-width measure; tests pass their own.
 */

/** Axis labels: 14 px (apps/web/README.md "Look": no text below 14 px on mobile), semibold. */
export const LABEL_FONT_SIZE = 14;
export const LABEL_LINE_HEIGHT = 16;
/** Recharts draws each angle-axis tick this far outside the grid (PolarAngleAxis tickSize). */
const TICK_OFFSET = 8;
/** Nunito's ascent and descent (hhea 1011 / 353 per 1000): the box a browser gives a line of text. */
const ASCENT = 1.011 * LABEL_FONT_SIZE;
const DESCENT = 0.353 * LABEL_FONT_SIZE;
/** Room between a label and the tick point, and between a label and the SVG's edge. */
const GAP = 3;
const EDGE = 4;
const MAX_LINES = 3;

export type Measure = (text: string) => number;

export type LabelLayout = {
  lines: string[];
  anchor: 'start' | 'middle' | 'end';
  /** Baseline of the first line, relative to the tick point's y. */
  firstBaseline: number;
};

export type RadarLayout = {
  width: number;
  height: number;
  cx: number;
  cy: number;
  outerRadius: number;
  labels: LabelLayout[];
};

/** Recharts' default angles: the first axis at the top, then clockwise. */
function axisAngle(index: number, count: number) {
  const degrees = 90 - (index * 360) / count;
  return (degrees * Math.PI) / 180;
}

/**
 * Greedy word wrap at `max` px. Short words ('no', 'do', 'de') stay with the next word. With
 * `splitHyphens`, a hyphenated word wider than `max` breaks after its hyphen and, as Portuguese
 * typesetting does, repeats the hyphen on the next line ('vida-' / '-trabalho').
 */
export function wrapLabel(
  label: string,
  max: number,
  measure: Measure,
  splitHyphens = false,
): string[] {
  const words: string[] = [];
  for (const word of label.split(' ')) {
    const last = words[words.length - 1];
    if (last !== undefined && last.length <= 2) words[words.length - 1] = `${last} ${word}`;
    else words.push(word);
  }
  const tokens: string[] = [];
  for (const word of words) {
    const parts = word.split('-');
    if (splitHyphens && !word.includes(' ') && parts.length > 1 && measure(word) > max)
      parts.forEach((part, i) =>
        tokens.push(`${i > 0 ? '-' : ''}${part}${i < parts.length - 1 ? '-' : ''}`),
      );
    else tokens.push(word);
  }
  const lines: string[] = [];
  for (const token of tokens) {
    const last = lines[lines.length - 1];
    // A token that starts with the repeated hyphen always opens a line.
    if (last !== undefined && !token.startsWith('-') && measure(`${last} ${token}`) <= max)
      lines[lines.length - 1] = `${last} ${token}`;
    else lines.push(token);
  }
  return lines;
}

function place(
  label: string,
  angle: number,
  wrap: { max: number; preferred: number; splitHyphens: boolean },
  measure: Measure,
): LabelLayout & { width: number; top: number; bottom: number; cos: number; sin: number } {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const anchor = Math.abs(cos) < 0.05 ? 'middle' : cos > 0 ? 'start' : 'end';
  // Only the side labels take width from the chart; the top and bottom ones keep their wrap.
  const lines =
    anchor === 'middle'
      ? wrapLabel(label, wrap.preferred, measure)
      : wrapLabel(label, wrap.max, measure, wrap.splitHyphens);
  const width = Math.max(...lines.map(measure));
  const extra = (lines.length - 1) * LABEL_LINE_HEIGHT;
  let firstBaseline: number;
  if (anchor === 'middle' && sin > 0)
    firstBaseline = -GAP - DESCENT - extra; // above the top axis: the block ends at the tick
  else if (anchor === 'middle')
    firstBaseline = GAP + ASCENT * 0.8; // below the bottom axis: capitals start at the tick
  else firstBaseline = -extra / 2 + ASCENT * 0.35; // at the sides: centred on the tick
  return {
    lines,
    anchor,
    firstBaseline,
    width,
    top: firstBaseline - ASCENT,
    bottom: firstBaseline + extra + DESCENT,
    cos,
    sin,
  };
}

type Placed = ReturnType<typeof place>;

/** The largest grid radius for which every label stays between the left and right edges. */
function radiusForWidth(width: number, placed: Placed[]) {
  let R = Infinity; // the tick point's distance from the centre
  for (const p of placed) {
    if (p.anchor === 'middle') continue; // centred on the axis: as wide as the SVG allows
    R = Math.min(R, (width / 2 - EDGE - GAP - p.width) / Math.abs(p.cos));
  }
  return R - TICK_OFFSET;
}

/**
 * Chooses the label wrap that leaves the largest chart (at most `maxRadius`), preferring fewer
 * lines when the radius is the same, then the height that holds the top and bottom labels.
 */
export function layoutRadar(
  width: number,
  labels: readonly string[],
  measure: Measure,
  { maxRadius = 120, minRadius = 40, comfortableRadius = 64, preferredLineWidth = 100 } = {},
): RadarLayout {
  const angles = labels.map((_, i) => axisAngle(i, labels.length));
  let best: { radius: number; placed: Placed[] } | undefined;
  // From the preferred wrap down to one word a line: more lines only when they buy a larger chart;
  // a hyphenated word is split only when the chart would be small otherwise.
  for (const splitHyphens of [false, true]) {
    if (splitHyphens && best && best.radius >= comfortableRadius) break;
    for (let max = preferredLineWidth; max >= 20; max -= 2) {
      const wrap = { max, preferred: preferredLineWidth, splitHyphens };
      const placed = labels.map((label, i) => place(label, angles[i], wrap, measure));
      if (placed.some((p) => p.lines.length > MAX_LINES)) continue;
      const radius = Math.min(maxRadius, radiusForWidth(width, placed));
      if (!best || radius > best.radius + 4) best = { radius, placed };
    }
  }
  const chosen = best ?? {
    radius: 0,
    placed: labels.map((label, i) =>
      place(label, angles[i], { max: 0, preferred: 0, splitHyphens: true }, measure),
    ),
  };
  const radius = Math.max(minRadius, Math.floor(chosen.radius));
  const R = radius + TICK_OFFSET;
  // Vertical room above and below the centre, label blocks included.
  let up = radius;
  let down = radius;
  for (const p of chosen.placed) {
    const y = -R * p.sin; // the tick point, relative to the centre
    up = Math.max(up, -(y + p.top));
    down = Math.max(down, y + p.bottom);
  }
  const cy = Math.ceil(EDGE + up);
  return {
    width,
    height: Math.ceil(cy + down + EDGE),
    cx: width / 2,
    cy,
    outerRadius: radius,
    labels: chosen.placed.map(({ lines, anchor, firstBaseline }) => ({
      lines,
      anchor,
      firstBaseline,
    })),
  };
}

/** Where label `index` lands (its text box), for checks: the tick point plus the label's layout. */
export function labelBox(layout: RadarLayout, index: number, measure: Measure) {
  const label = layout.labels[index];
  const angle = axisAngle(index, layout.labels.length);
  const R = layout.outerRadius + TICK_OFFSET;
  const x = layout.cx + R * Math.cos(angle);
  const y = layout.cy - R * Math.sin(angle);
  const width = Math.max(...label.lines.map(measure));
  const left = label.anchor === 'middle' ? x - width / 2 : label.anchor === 'start' ? x : x - width;
  const top = y + label.firstBaseline - ASCENT;
  const bottom = y + label.firstBaseline + (label.lines.length - 1) * LABEL_LINE_HEIGHT + DESCENT;
  return { left, right: left + width, top, bottom };
}
