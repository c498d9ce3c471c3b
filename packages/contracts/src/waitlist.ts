import { z } from 'zod';

/** The periods of a day a place in line asks for (domain.md §26, decision 1385). */
export const WAITLIST_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type TWaitlistPeriod = (typeof WAITLIST_PERIODS)[number];

export const WAITLIST_PERIOD_LABELS: Record<TWaitlistPeriod, string> = {
  morning: 'Manhã',
  afternoon: 'Tarde',
  evening: 'Noite',
};

/** An offer holds its slot this long for the person offered (domain.md §26). */
export const WAITLIST_HOLD_MINUTES = 15;
/** No offer for a slot that starts sooner than this (domain.md §26). */
export const WAITLIST_MIN_NOTICE_HOURS = 6;

export const WAITLIST_MESSAGES = {
  weekdays: 'Escolha pelo menos um dia da semana',
  periods: 'Escolha pelo menos um período',
  alreadyWaiting: 'Você já está na lista de espera deste psicólogo',
  entryNotFound: 'Lugar na lista de espera não encontrado',
  offerNotFound: 'Oferta não encontrada',
  offerGone: 'Esta oferta não está mais disponível',
  joined: 'Você entrou na lista de espera',
  left: 'Você saiu da lista de espera',
  booked: 'Sessão agendada!',
} as const;

/**
 * The period of a slot by its start (wall clock, HH:MM[:SS]): before 12:00 morning, before 18:00
 * afternoon, else evening (decision 1385).
 */
export function periodOfTime(startTime: string): TWaitlistPeriod {
  const hour = Number(startTime.slice(0, 2));
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** POST /psychologists/{uuid}/waitlist (collaborator): the weekdays (0 Sunday … 6 Saturday) and periods. */
export const ZWaitlistJoin = z.object({
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: WAITLIST_MESSAGES.weekdays })
    .min(1, WAITLIST_MESSAGES.weekdays)
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  periods: z
    .array(z.enum(WAITLIST_PERIODS, { error: WAITLIST_MESSAGES.periods }), {
      error: WAITLIST_MESSAGES.periods,
    })
    .min(1, WAITLIST_MESSAGES.periods)
    .max(3)
    .transform((periods) => [...new Set(periods)]),
});
export type TWaitlistJoinInput = z.input<typeof ZWaitlistJoin>;
export type TWaitlistJoin = z.output<typeof ZWaitlistJoin>;
