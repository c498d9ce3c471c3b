/**
 * A QR-code-looking picture for the sandbox's Pix (decision 1209): finder squares in three corners
 * and modules drawn from the purchase id. It encodes nothing, on purpose: no bank app can pay it.
 */
const SIZE = 25;

function seededBits(seed: string, count: number): boolean[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const bits: boolean[] = [];
  for (let i = 0; i < count; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    bits.push(((h >>> 16) & 1) === 1);
  }
  return bits;
}

function inFinder(x: number, y: number) {
  const near = (a: number, b: number) => a >= b && a < b + 8;
  return (
    (near(x, 0) && near(y, 0)) ||
    (near(x, SIZE - 8) && near(y, 0)) ||
    (near(x, 0) && near(y, SIZE - 8))
  );
}

function finder(x: number, y: number) {
  return `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
}

export function TestPixCode({ seed, className }: { seed: string; className?: string }) {
  const bits = seededBits(seed, SIZE * SIZE);
  let d = finder(0, 0) + finder(SIZE - 7, 0) + finder(0, SIZE - 7);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      if (inFinder(x, y)) continue;
      const timing = (x === 6 || y === 6) && (x + y) % 2 === 0;
      if (timing || (x !== 6 && y !== 6 && bits[y * SIZE + x])) d += `M${x} ${y}h1v1h-1z`;
    }
  return (
    <svg
      role="img"
      aria-label="QR Code Pix de teste"
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-2} y={-2} width={SIZE + 4} height={SIZE + 4} fill="#fff" />
      <path d={d} fill="#1c1917" fillRule="evenodd" />
    </svg>
  );
}
