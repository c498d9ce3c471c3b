import { randomUUID } from 'node:crypto';
import * as s from '../../src/db/schema.ts';
import { referrals } from '../../src/db/tables/referrals.ts';
import { waitlistEntries, waitlistOffers } from '../../src/db/tables/waitlist.ts';
import { offerTokenHash } from '../../src/modules/waitlist/offers.ts';
import {
  makeAdministrator,
  makeCollaborator,
  makeCompanyWithSector,
  makeOpeningHour,
  makePsychologist,
  makeAppointment,
} from './factories.ts';
import type { TestContext } from './test-app.ts';

/** The kinds of record a path parameter can name. */
export type EntityKind =
  | 'administrator'
  | 'company'
  | 'sector'
  | 'collaborator'
  | 'psychologist'
  | 'appointment'
  | 'openingHour'
  | 'purchase'
  | 'series'
  | 'referral'
  | 'waitlistEntry'
  | 'waitlistOffer';

/**
 * One tenant: a company with a sector and a collaborator (5 credits), an approved psychologist with
 * opening hours, a pending appointment between them next week, a pending purchase, a review, and an
 * extra administrator (a target for administrator calls, never the caller).
 */
export async function makeTenant(ctx: TestContext) {
  const { company, sector } = await makeCompanyWithSector(ctx);
  const collaborator = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid: sector.uuid,
    credits: 5,
  });
  const psychologist = await makePsychologist(ctx);
  const date = new Date(ctx.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const appointment = await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    date,
    startTime: '10:00:00',
  });
  const openingHour = await makeOpeningHour(
    ctx,
    psychologist.uuid,
    weekday,
    '14:00:00',
    '14:50:00',
  );
  const [purchase] = await ctx.db
    .insert(s.purchases)
    .values({
      collaboratorUuid: collaborator.uuid,
      amount: 1,
      priceCents: 10_000,
      provider: 'sandbox',
    })
    .returning();
  await ctx.db.insert(s.reviews).values({
    psychologistUuid: psychologist.uuid,
    collaboratorUuid: collaborator.uuid,
    review: 'Sessão inicial.',
  });
  // A weekly series at the opening hour, with no occurrence booked yet (domain.md §24).
  const [series] = await ctx.db
    .insert(s.appointmentSeries)
    .values({
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: openingHour.uuid,
      frequency: 'weekly',
      startDate: date,
      nextDate: date,
    })
    .returning();
  // A referral in the psychologist's record of the collaborator (decision 1376).
  const [referral] = await ctx.db
    .insert(referrals)
    .values({
      psychologistUuid: psychologist.uuid,
      collaboratorUuid: collaborator.uuid,
      kind: 'in_person',
      text: 'Encaminho para atendimento presencial.',
    })
    .returning();
  // The collaborator waits in the psychologist's line and holds an offer of the opening hour on
  // `date` (domain.md §26); the offer's link token is its path parameter.
  const [entry] = await ctx.db
    .insert(waitlistEntries)
    .values({
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      weekdays: [weekday],
      periods: ['afternoon'],
    })
    .returning();
  const offerToken = randomUUID();
  await ctx.db.insert(waitlistOffers).values({
    entryUuid: entry.uuid,
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    openingHourUuid: openingHour.uuid,
    date,
    startsAt: new Date(`${date}T17:00:00Z`),
    endsAt: new Date(`${date}T17:50:00Z`),
    tokenHash: offerTokenHash(offerToken),
    status: 'offered',
    expiresAt: new Date(ctx.now().getTime() + 15 * 60_000),
  });
  const administrator = await makeAdministrator(ctx);
  const ids: Record<EntityKind, string> = {
    administrator: administrator.uuid,
    company: company.uuid,
    sector: sector.uuid,
    collaborator: collaborator.uuid,
    psychologist: psychologist.uuid,
    appointment: appointment.uuid,
    openingHour: openingHour.uuid,
    purchase: purchase.uuid,
    series: series.uuid,
    referral: referral.uuid,
    waitlistEntry: entry.uuid,
    waitlistOffer: offerToken,
  };
  return {
    company,
    sector,
    collaborator,
    psychologist,
    appointment,
    openingHour,
    purchase,
    administrator,
    date,
    ids,
  };
}
export type Tenant = Awaited<ReturnType<typeof makeTenant>>;
