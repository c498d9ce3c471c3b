import { z } from 'zod';
import { WAITLIST_PERIODS } from '../waitlist.ts';
import { ZDay, ZId, ZInstant, ZTime, count, text } from './common.ts';

const ZPsychologistCard = z.strictObject({ uuid: ZId, name: text, avatarUrl: text.nullable() });

/** A place in line, as its collaborator sees it (domain.md §26). */
export const ZWaitlistEntry = z.strictObject({
  uuid: ZId,
  psychologist: ZPsychologistCard,
  weekdays: z.array(z.number().int().min(0).max(6)),
  periods: z.array(z.enum(WAITLIST_PERIODS)),
  /** 1 = first in line. */
  position: z.number().int().min(1),
  createdAt: ZInstant,
  /** The slot held for this person now, if any. */
  offer: z.strictObject({ startsAt: ZInstant, expiresAt: ZInstant }).nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;
/** GET /account/waitlist: the collaborator's places in line, oldest first. */
export const ZWaitlistEntries = z.array(ZWaitlistEntry);

/** GET /psychologists/waitlist/count: how many wait for the psychologist (never who). */
export const ZWaitlistCount = z.strictObject({ count });
export type TWaitlistCount = z.infer<typeof ZWaitlistCount>;

/** GET /waitlist/offers/{token}: the offer, to its collaborator only. */
export const ZWaitlistOffer = z.strictObject({
  status: z.enum(['offered', 'accepted', 'expired']),
  date: ZDay,
  startsAt: ZInstant,
  endsAt: ZInstant,
  expiresAt: ZInstant,
  psychologist: ZPsychologistCard,
  openingHour: z.strictObject({ uuid: ZId, startTime: ZTime, endTime: ZTime }),
  collaboratorUuid: ZId,
  appointmentUuid: ZId.nullable(),
});
export type TWaitlistOffer = z.infer<typeof ZWaitlistOffer>;
