import { z } from 'zod';
import { ZId, ZTime } from './common.ts';

export const ZOpeningHour = z.strictObject({
  uuid: ZId,
  psychologistUuid: ZId,
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: ZTime,
  endTime: ZTime,
});
export type TOpeningHour = z.infer<typeof ZOpeningHour>;
