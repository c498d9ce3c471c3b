import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { apiCaller } from './api.ts';
import {
  makeCollaborator,
  makeCompany,
  makeOpeningHour,
  makePsychologist,
  makeSector,
} from './factories.ts';
import type { TestContext } from './test-app.ts';

/** Monday 2026-03-02, 09:00 in São Paulo. */
export const WAITLIST_NOW = '2026-03-02T12:00:00.000Z';
/** The Wednesday whose 09:00 slot the scenarios free. */
const WEDNESDAY = '2026-03-04';

/**
 * A psychologist with one Wednesday 09:00 hour, booked by `holder` (through the API), and `line`
 * collaborators waiting in that order for Wednesday mornings (domain.md §26).
 */
export async function fullPsychologistWithLine(
  ctx: TestContext,
  opts: { line?: number; credits?: number; whatsapp?: boolean } = {},
) {
  const call = apiCaller(() => ctx);
  const company = await makeCompany(ctx);
  const sector = await makeSector(ctx, company.uuid);
  const person = (credits = opts.credits ?? 2) =>
    makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: sector.uuid,
      credits,
      whatsappConsent: opts.whatsapp ?? false,
    });
  const psychologist = await makePsychologist(ctx, { name: 'Dra. Fila Cheia' });
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const holder = await person(2);
  const booked = await call('POST', '/appointments/collaborators', holder.token, {
    collaboratorUuid: holder.uuid,
    psychologistUuid: psychologist.uuid,
    openingHourUuid: hour.uuid,
    date: WEDNESDAY,
  });
  expect(booked.statusCode).toBe(201);
  const line = [];
  for (let i = 0; i < (opts.line ?? 2); i++) {
    const c = await person();
    const joined = await call('POST', `/psychologists/${psychologist.uuid}/waitlist`, c.token, {
      weekdays: [3],
      periods: ['morning'],
    });
    expect(joined.statusCode).toBe(201);
    line.push({ ...c, entryUuid: (joined.json() as { uuid: string }).uuid });
  }
  return {
    company,
    sector,
    person,
    psychologist,
    hour,
    holder,
    appointmentUuid: (booked.json() as { uuid: string }).uuid,
    line,
    slot: { psychologistUuid: psychologist.uuid, openingHourUuid: hour.uuid, date: WEDNESDAY },
  };
}

/** The newest waitlist offer message to a collaborator on a channel, and the token its link carries. */
export async function offerMessageTo(
  ctx: TestContext,
  collaboratorUuid: string,
  channel: 'email' | 'whatsapp' = 'email',
) {
  const [row] = await ctx.db
    .select()
    .from(s.outbox)
    .where(
      and(
        eq(s.outbox.kind, 'waitlist_offer'),
        eq(s.outbox.relatedUuid, collaboratorUuid),
        eq(s.outbox.channel, channel),
      ),
    )
    .orderBy(desc(s.outbox.createdAt))
    .limit(1);
  if (!row) return null;
  const token = /\/collaborator\/app\/waitlist\/offers\/([0-9a-f-]{36})/.exec(row.body)?.[1];
  return { ...row, token: token ?? null };
}
