import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../src/db/schema.ts';
import {
  bearer,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
} from './factories.ts';
import type { TestContext } from './test-app.ts';

/** A Wednesday: the day of the 09:00–09:50 session `bookWednesdaySession` books. */
const WEDNESDAY = '2026-03-04';

/**
 * Books, through the API, a new collaborator's session with a new psychologist on WEDNESDAY at
 * 09:00 (São Paulo); the caller's clock must be before it. WhatsApp consent is off unless asked.
 */
export async function bookWednesdaySession(
  ctx: TestContext,
  opts: {
    collaborator?: Awaited<ReturnType<typeof makeCollaborator>>;
    collaboratorWhatsapp?: boolean;
    psychologistWhatsapp?: boolean;
  } = {},
) {
  const collaborator =
    opts.collaborator ??
    (await makeCollaborator(ctx, {
      credits: 2,
      whatsappConsent: opts.collaboratorWhatsapp ?? false,
    }));
  const psychologist = await makePsychologist(ctx, {
    whatsappConsent: opts.psychologistWhatsapp ?? false,
  });
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/appointments/collaborators',
    headers: bearer(await tokenFor(ctx, 'collaborator', collaborator.uuid)),
    payload: {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    },
  });
  expect(res.statusCode).toBe(201);
  return {
    collaborator,
    psychologist,
    appointment: res.json() as { uuid: string },
  };
}

/** The outbox row that confirms a collaborator's booking to them (one per booking in these tests). */
export async function bookingConfirmationOf(ctx: TestContext, collaboratorUuid: string) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(
      and(eq(s.outbox.kind, 'booking_confirmation'), eq(s.outbox.relatedUuid, collaboratorUuid)),
    );
  return row!;
}
