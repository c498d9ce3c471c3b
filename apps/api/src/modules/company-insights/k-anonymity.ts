import { MIN_GROUP_SIZE, type TSuppressionReason } from '@acolher/contracts/company-insights';

/**
 * The k-anonymity rule of the company dashboard (domain.md §11; decision record 0801), in one place.
 *
 * A "partition" is a shown total and the disjoint parts it is made of (a month and its sectors; the
 * sessions of a month split by status). Each number is the count of DISTINCT PEOPLE behind the group.
 *
 * 1. Primary suppression: any group (total or part) with fewer than `k` people is hidden.
 * 2. Complementary suppression: when the total is shown, total − shown parts = the hidden parts
 *    together. If that union has between 1 and k − 1 people, the next-smallest shown part is hidden
 *    too, until the union reaches k (or, if no part is left to hide, the total is hidden).
 *    A union of 0 people reveals no one's data and needs no protection.
 */
export interface PartitionSuppression {
  total: TSuppressionReason | null;
  parts: (TSuppressionReason | null)[];
}

function isSmallGroup(size: number, k = MIN_GROUP_SIZE): boolean {
  return size < k;
}

export function suppressPartition(
  totalSize: number,
  partSizes: readonly number[],
  k = MIN_GROUP_SIZE,
): PartitionSuppression {
  const parts: (TSuppressionReason | null)[] = partSizes.map((n) =>
    isSmallGroup(n, k) ? 'small-group' : null,
  );
  if (isSmallGroup(totalSize, k)) return { total: 'small-group', parts };

  let hidden = partSizes.reduce((sum, n, i) => (parts[i] ? sum + n : sum), 0);
  while (hidden > 0 && hidden < k) {
    let next = -1;
    for (const [i, n] of partSizes.entries())
      if (parts[i] === null && (next === -1 || n < partSizes[next])) next = i;
    if (next === -1) return { total: 'complementary', parts };
    parts[next] = 'complementary';
    hidden += partSizes[next];
  }
  return { total: null, parts };
}

/**
 * Several measures over the same partition (participation, then each dimension with its own number
 * of contributors): a group is shown for a measure only when every run shows it. Hiding more is
 * always safe: it only grows the hidden union of each run.
 */
export function mergeSuppressions(
  a: PartitionSuppression,
  b: PartitionSuppression,
): PartitionSuppression {
  return {
    total: a.total ?? b.total,
    parts: a.parts.map((r, i) => r ?? b.parts[i]),
  };
}
