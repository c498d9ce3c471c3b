import { z } from 'zod';
import { SERIES_FREQUENCIES, SERIES_STATUSES } from '../appointment-series.ts';
import { ZAppointment } from './appointments.ts';
import { ZDay, ZId, ZTime, text } from './common.ts';

/** One date of a series preview or refusal: 'ok' or the message that refuses it (domain.md §24). */
const ZSeriesDate = z.strictObject({ date: ZDay, result: text });
export const ZSeriesPreview = z.strictObject({ occurrences: z.array(ZSeriesDate) });
export type TSeriesPreview = z.infer<typeof ZSeriesPreview>;
export type TSeriesDate = z.infer<typeof ZSeriesDate>;

/** GET /appointments/series/{uuid}: the rule, its status and its booked occurrences. */
export const ZSeries = z.strictObject({
  uuid: ZId,
  collaboratorUuid: ZId,
  psychologistUuid: ZId,
  collaboratorName: text,
  psychologistName: text,
  openingHour: z.strictObject({
    uuid: ZId,
    dayOfWeek: z.number().int(),
    startTime: ZTime,
    endTime: ZTime,
  }),
  frequency: z.enum(SERIES_FREQUENCIES),
  startDate: ZDay,
  endDate: ZDay.nullable(),
  status: z.enum(SERIES_STATUSES),
  /** The next date the series will try to book (null once ended). */
  nextDate: ZDay.nullable(),
  endedFrom: ZDay.nullable(),
  occurrences: z.array(ZAppointment),
});
export type TSeries = z.infer<typeof ZSeries>;
