import { and, eq } from 'drizzle-orm';
import { WAITLIST_MESSAGES } from '@acolher/contracts/waitlist';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { openingHours, psychologists } from '../../db/schema.ts';
import { waitlistEntries, waitlistOffers } from '../../db/tables/waitlist.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { openingHourColumns, psychologistFaceColumns } from '../appointments/appointment-view.ts';
import { bookAppointment } from '../appointments/booking.service.ts';
import { offerSlot, offerTokenHash } from './offers.ts';

/** The offer of a link token, to its collaborator only; a hold whose time is over passes on first. */
async function ownOffer(deps: AppDeps, auth: AuthContext, token: string) {
  const hash = offerTokenHash(token);
  const read = () =>
    deps.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.tokenHash, hash))
      .then((rows) => rows.at(0));
  let offer = await read();
  if (!offer) throw notFound(WAITLIST_MESSAGES.offerNotFound);
  if (auth.role !== 'collaborator' || offer.collaboratorUuid !== auth.uuid) throw forbidden();
  if (offer.status === 'offered' && offer.expiresAt.getTime() <= deps.clock().getTime()) {
    await offerSlot(deps, offer);
    offer = (await read())!;
  }
  return offer;
}

/** GET /waitlist/offers/{token} (domain.md §26): what the offer page shows. */
export async function getOffer(deps: AppDeps, auth: AuthContext, token: string) {
  const offer = await ownOffer(deps, auth, token);
  const [parts] = await deps.database.db
    .select({ psychologist: psychologistFaceColumns, openingHour: openingHourColumns })
    .from(openingHours)
    .innerJoin(psychologists, eq(psychologists.uuid, openingHours.psychologistUuid))
    .where(eq(openingHours.uuid, offer.openingHourUuid));
  return {
    status: offer.status,
    date: offer.date,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    expiresAt: offer.expiresAt,
    ...parts,
    collaboratorUuid: offer.collaboratorUuid,
    appointmentUuid: offer.appointmentUuid,
  };
}

/**
 * POST /waitlist/offers/{token}/accept (domain.md §26): the offered person books the held slot by
 * the ordinary booking (§5: radar, credit, notice; the hold lets only them in). An accepted or
 * expired offer answers 409. Booked, the place in that line ends (decision 1387).
 */
export async function acceptOffer(deps: AppDeps, auth: AuthContext, token: string) {
  const offer = await ownOffer(deps, auth, token);
  if (offer.status !== 'offered') throw conflict(WAITLIST_MESSAGES.offerGone);
  const appointment = await bookAppointment(deps, auth, {
    collaboratorUuid: auth.uuid,
    psychologistUuid: offer.psychologistUuid,
    openingHourUuid: offer.openingHourUuid,
    date: offer.date,
  });
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(waitlistOffers)
      .set({ status: 'accepted', closedAt: now, appointmentUuid: appointment.uuid })
      .where(and(eq(waitlistOffers.uuid, offer.uuid), eq(waitlistOffers.status, 'offered')));
    await tx
      .update(waitlistEntries)
      .set({ leftAt: now })
      .where(eq(waitlistEntries.uuid, offer.entryUuid));
  });
  return appointment;
}
