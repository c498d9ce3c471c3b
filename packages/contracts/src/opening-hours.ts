import { z } from 'zod';
import { SESSION_MINUTES } from './constants.ts';
import { MESSAGES } from './errors.ts';
import { REQUIRED, zTime, zUuid } from './fields.ts';
import { timeToSeconds } from './time.ts';

/** 0 Sunday … 6 Saturday; a select's '3' is accepted as 3. */
const ZDayOfWeek = z
  .union([z.number(), z.string().trim().min(1, { error: REQUIRED, abort: true })], {
    error: REQUIRED,
  })
  .transform(Number)
  .pipe(
    z
      .number({ error: 'Dia da semana inválido' })
      .int('Dia da semana inválido')
      .min(0, 'Dia da semana inválido')
      .max(6, 'Dia da semana inválido'),
  );

const isTime = (v: unknown) =>
  typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v);

/**
 * POST /opening-hours. Times 'HH:MM' or 'HH:MM:SS' in, 'HH:MM:SS' out. The end must follow the
 * start by at least one session (domain.md §8); messages sit on endTime.
 */
export const ZOpeningHourCreate = z
  .object({
    startTime: zTime(),
    endTime: zTime(),
    dayOfWeek: ZDayOfWeek,
    psychologistUuid: zUuid('UUID do psicólogo obrigatório', 'UUID do psicólogo inválido'),
  })
  .superRefine((v, ctx) => {
    // zod 4 runs this even when a time failed its own format check: leave that message alone.
    if (!isTime(v.startTime) || !isTime(v.endTime)) return;
    // In seconds: 10:00:59–10:50:00 is 49 min 01 s, and 12:00:30–12:00:45 ends after it starts.
    const length = timeToSeconds(v.endTime) - timeToSeconds(v.startTime);
    if (length <= 0)
      ctx.addIssue({ code: 'custom', message: MESSAGES.endAfterStart, path: ['endTime'] });
    else if (length < SESSION_MINUTES * 60)
      ctx.addIssue({ code: 'custom', message: MESSAGES.minSessionLength, path: ['endTime'] });
  });
export type TOpeningHourCreate = z.infer<typeof ZOpeningHourCreate>;
