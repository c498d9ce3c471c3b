import { z } from 'zod';
import { ZId, count, dimensions, score, text } from './common.ts';

const reason = z.enum(['small-group', 'complementary']);
const suppressed = z.strictObject({ suppressed: z.literal(true), reason });
const groupCell = z.union([
  suppressed,
  z.strictObject({
    suppressed: z.literal(false),
    respondents: count,
    averages: dimensions(score.nullable()).nullable(),
    careShare: score.nullable(),
  }),
]);
const countCell = z.union([suppressed, z.strictObject({ suppressed: z.literal(false), count })]);
export const ZWellBeingInsights = z.strictObject({
  minGroupSize: count,
  timeZone: text,
  currentMonth: text,
  months: z.array(
    z.strictObject({
      month: text,
      closed: z.boolean(),
      company: groupCell,
      sectors: z.array(z.strictObject({ sectorUuid: ZId, name: text, cell: groupCell })),
      sessions: z.strictObject({ booked: countCell, held: countCell }),
    }),
  ),
});
export type TWellBeingInsights = z.infer<typeof ZWellBeingInsights>;
