/** Joins class names, skipping falsy values. Later classes win only by source order, so keep variants disjoint. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
