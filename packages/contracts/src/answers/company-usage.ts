import { z } from 'zod';
import { ZId, count, text } from './common.ts';

// 'Uso do benefício' (decision 1421): what HR pays for, counts only. Invitations and grants are
// HR's own acts (HR already sees them by name); credits used and sessions held are about people's
// care, so each of those counts is null when it could single out someone (k-anonymity of
// company-insights, domain.md §11, decision 0801).

const ZUsageRow = z.strictObject({
  /** Collaborators whose invitation is still unused. */
  invited: count,
  /** Collaborators who set their password. */
  active: count,
  /** Credits granted to these people in the period. */
  creditsGranted: count,
  /** Credits spent on sessions that took place or were lost (null: hidden, fewer than k people). */
  creditsUsed: count.nullable(),
  /** Sessions held per month, in `months` order (null: hidden, fewer than k people). */
  sessionsHeld: z.array(count.nullable()),
});

export const ZCompanyUsage = z.strictObject({
  minGroupSize: count,
  /** yyyy-MM, oldest first, ending with the current month. */
  months: z.array(z.string()),
  company: ZUsageRow,
  sectors: z.array(ZUsageRow.extend({ uuid: ZId, name: text })),
});
export type TCompanyUsage = z.infer<typeof ZCompanyUsage>;
