import { z } from 'zod';
import { REQUIRED, zDate, zUuid } from './fields.ts';

/** A weekly series (domain.md §24): every week or every second week at the same slot. */
export const SERIES_FREQUENCIES = ['weekly', 'biweekly'] as const;
export type TSeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
export const SERIES_STATUSES = ['active', 'paused', 'ended'] as const;

/** How lists and histories name an occurrence's series (domain.md §21). */
export const SERIES_FREQUENCY_LABELS: Record<TSeriesFrequency, string> = {
  weekly: 'Semanal',
  biweekly: 'Quinzenal',
};
export const SERIES_STATUS_LABELS: Record<(typeof SERIES_STATUSES)[number], string> = {
  active: 'Ativa',
  paused: 'Pausada',
  ended: 'Encerrada',
};

/** Occurrences kept booked ahead, and answered by a preview (domain.md §24). */
export const SERIES_HORIZON = 4;

export const SERIES_MESSAGES = {
  paused: 'Série pausada: créditos insuficientes',
  notAll: 'Nem todas as datas estão disponíveis',
  ended: 'Esta série já foi encerrada',
  notFound: 'Série não encontrada',
  endBeforeStart: 'A data final deve ser igual ou posterior à inicial',
  frequency: 'Escolha a frequência',
} as const;

/** POST /appointments/series: the first date is `startDate`, the slot's weekday. */
export const ZCreateSeries = z
  .object({
    collaboratorUuid: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
    psychologistUuid: zUuid('UUID do psicólogo obrigatório', 'UUID do psicólogo inválido'),
    openingHourUuid: zUuid(REQUIRED, 'Horário inválido'),
    startDate: zDate(),
    frequency: z.enum(SERIES_FREQUENCIES, { error: SERIES_MESSAGES.frequency }),
    endDate: zDate().optional(),
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    message: SERIES_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type TCreateSeries = z.infer<typeof ZCreateSeries>;

export const ZSeriesQuery = z.object({ dryRun: z.enum(['true', 'false']).optional() });

/** POST /appointments/series/{uuid}/end: cancels the pending occurrences from this date on. */
export const ZEndSeries = z.object({ fromDate: zDate() });
export type TCreateSeriesInput = z.input<typeof ZCreateSeries>;
