import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { QUESTIONS } from '../../src/modules/radar/questionnaire.ts';
import { listening } from '../helpers/read-cache-listening.ts';
import {
  PASSWORD,
  bearer,
  makeAdministrator,
  makeCollaborator,
  makeCrpCard,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
  bookSlot,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import type { Role } from '../../src/modules/auth/roles.ts';

// The reads decision 1212 added to the cache: a collaborator's own record, well-being trail and
// purchases (family `collaborator:<uuid>`) and a psychologist's profile (`psychologist-profile:
// <uuid>`, one entry shared by every collaborator). A change made in the database behind the app's
// back is not seen while an entry is kept: that is how these tests tell a hit from a fresh read.

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const WEDNESDAY = '2026-03-04';

const ctx = fileApp({ READ_CACHE_SECONDS: 60 });
beforeAll(async () => {
  await listening(ctx.deps.readCache);
});
beforeEach(() => ctx.setNow(NOW));

const as = async (role: Role, uuid: string) => bearer(await tokenFor(ctx, role, uuid));
const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A collaborator with 3 credits and a psychologist of their own with a Wednesday hour to book. */
async function person(name: string) {
  const collaborator = await makeCollaborator(ctx, { credits: 3, hasSentForm: true, name });
  const psychologist = await makePsychologist(ctx, { name: `Psi ${name}` });
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 3, '09:00:00', '09:50:00');
  const auth = await as('collaborator', collaborator.uuid);
  const book = () =>
    bookSlot(ctx.app, auth, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date: WEDNESDAY,
    });
  const record = `/api/collaborators/${collaborator.uuid}`;
  const trail = `/api/collaborators/${collaborator.uuid}/gamification`;
  const purchases = `/api/purchases/${collaborator.uuid}`;
  return { collaborator, psychologist, auth, book, record, trail, purchases };
}

/** Reads `url` twice: the second answer comes from memory, the same as the first. */
async function cached(url: string, headers: Record<string, string>) {
  const first = await get(url, headers);
  expect(first.statusCode, url).toBe(200);
  const again = await get(url, headers);
  expect(again.headers['x-read-cache'], url).toBe('hit');
  expect(again.body).toBe(first.body);
  return first;
}

const rename = (uuid: string, name: string) =>
  ctx.db.update(s.collaborators).set({ name }).where(eq(s.collaborators.uuid, uuid));

describe("a collaborator's own record, GET /collaborators/:id", () => {
  it('is kept through a sign-in and another booking, cleared by its own booking', async () => {
    const a = await person('Ana Registro');
    const b = await person('Bia Registro');
    expect((await cached(a.record, a.auth)).json().credits).toBe(3);
    await rename(a.collaborator.uuid, 'Ana Renomeada'); // behind the app's back
    expect((await get(a.record, a.auth)).json().name).toBe('Ana Registro');

    expect((await b.book()).statusCode).toBe(201);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/collaborators/sign-in',
      payload: { email: a.collaborator.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const kept = await get(a.record, a.auth);
    expect(kept.headers['x-read-cache']).toBe('hit');
    expect(kept.json()).toMatchObject({ name: 'Ana Registro', credits: 3 });

    expect((await a.book()).statusCode).toBe(201);
    const after = await get(a.record, a.auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json()).toMatchObject({ name: 'Ana Renomeada', credits: 2 });
  });

  it("each reader keeps their own view: a company's has no credits, an administrator's its own", async () => {
    const a = await person('Carla Visões');
    await cached(a.record, a.auth);
    const company = await as('company', a.collaborator.companyUuid);
    const theirs = await cached(a.record, company);
    expect(theirs.json()).not.toHaveProperty('credits');
    expect(theirs.json().invitationStatus).toBe('active');
    const admin = await makeAdministrator(ctx);
    const adminView = await get(a.record, await as('administrator', admin.uuid));
    expect(adminView.headers['x-read-cache']).toBeUndefined();
    expect(adminView.json().credits).toBe(3);
    // Another collaborator is refused, though the owner's answer is kept.
    const b = await person('Dora Visões');
    expect((await get(a.record, b.auth)).statusCode).toBe(403);
  });

  it("a collaborator's cancellation gives the credit back at once", async () => {
    const a = await person('Elisa Cancela');
    const booked = await a.book();
    expect(booked.statusCode).toBe(201);
    expect((await cached(a.record, a.auth)).json().credits).toBe(2);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/collaborators/cancel/${booked.json().uuid}`,
      headers: a.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const after = await get(a.record, a.auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json().credits).toBe(3);
  });
});

describe('the well-being trail, GET /collaborators/:id/gamification', () => {
  it("is kept through another collaborator's booking, cleared by a radar response", async () => {
    const a = await person('Fabi Trilha');
    const b = await person('Gabi Trilha');
    expect((await cached(a.trail, a.auth)).json().wellBeingRadarCount).toBe(0);
    expect((await b.book()).statusCode).toBe(201);
    expect((await get(a.trail, a.auth)).headers['x-read-cache']).toBe('hit');

    const answers = QUESTIONS.map((q) => ({ questionId: q.id, value: 3 }));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/well-being-radar/responses',
      headers: a.auth,
      payload: { answers },
    });
    expect(sent.statusCode).toBe(201);
    const after = await get(a.trail, a.auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json().wellBeingRadarCount).toBe(1);
  });
});

describe('the purchases, GET /purchases/:collaboratorId', () => {
  const bought = (collaboratorUuid: string, createdAt: string) =>
    ctx.db.insert(s.purchases).values({
      collaboratorUuid,
      amount: 1,
      priceCents: 5000,
      provider: 'sandbox',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });

  it("keeps a page with its Link header through another's booking; a purchase clears it", async () => {
    const a = await person('Helena Compras');
    const b = await person('Iara Compras');
    await bought(a.collaborator.uuid, '2026-02-01T12:00:00.000Z');
    await bought(a.collaborator.uuid, '2026-02-02T12:00:00.000Z');
    const page = `${a.purchases}?limit=1`;
    const first = await cached(page, a.auth);
    expect(first.headers.link).toMatch(/rel="next"$/);
    await cached(a.purchases, a.auth);
    await bought(a.collaborator.uuid, '2026-02-03T12:00:00.000Z'); // behind the app's back

    expect((await b.book()).statusCode).toBe(201);
    const kept = await get(page, a.auth);
    expect(kept.headers['x-read-cache']).toBe('hit');
    expect(kept.headers.link).toBe(first.headers.link);
    expect((await get(a.purchases, a.auth)).json()).toHaveLength(2);

    const buy = await ctx.app.inject({
      method: 'POST',
      url: '/api/purchases',
      headers: a.auth,
      payload: { amount: 1, collaboratorUuid: a.collaborator.uuid },
    });
    expect(buy.statusCode).toBe(201);
    const after = await get(a.purchases, a.auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json()).toHaveLength(4);
  });
});

describe("a psychologist's profile, GET /psychologists/:id", () => {
  it('one entry for every collaborator, kept through a booking, cleared by a profile edit', async () => {
    const a = await person('Joana Perfil');
    const b = await person('Karla Perfil');
    const url = `/api/psychologists/${a.psychologist.uuid}`;
    const seen = await cached(url, a.auth);
    expect(seen.json()).not.toHaveProperty('email');
    expect(seen.json()).not.toHaveProperty('document');
    // Another collaborator is served the same entry.
    const shared = await get(url, b.auth);
    expect(shared.headers['x-read-cache']).toBe('hit');
    expect(shared.body).toBe(seen.body);
    // The psychologist's own read is theirs: the full record, not the collaborators' entry.
    const own = await get(url, bearer(a.psychologist.token));
    expect(own.headers['x-read-cache']).toBeUndefined();
    expect(own.json().email).toBe(a.psychologist.email);

    await ctx.db
      .update(s.psychologists)
      .set({ hostMessage: 'Mudada por fora' })
      .where(eq(s.psychologists.uuid, a.psychologist.uuid));
    expect((await a.book()).statusCode).toBe(201); // this psychologist's booking
    const kept = await get(url, b.auth);
    expect(kept.headers['x-read-cache']).toBe('hit');
    expect(kept.json().hostMessage).toBe('');

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/psychologists/basic-data/${a.psychologist.uuid}`,
      headers: bearer(a.psychologist.token),
      payload: {
        phone: '(11) 91234-5678',
        education: 'Psicologia (USP)',
        careerHistory: 'Dez anos de clínica.',
        hostMessage: 'Bem-vindo(a).',
        specialties: ['Luto'],
        approach: ['TCC'],
        targetAudience: [],
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(url, b.auth);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json()).toMatchObject({ hostMessage: 'Bem-vindo(a).', specialties: ['Luto'] });
  });

  it('a psychologist not approved stays hidden from collaborators; an approval shows it', async () => {
    const a = await person('Lara Análise');
    const pending = await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    await makeCrpCard(ctx, pending.uuid); // complete for approval (decision 1405)
    const url = `/api/psychologists/${pending.uuid}`;
    expect((await get(url, a.auth)).statusCode).toBe(404);
    const admin = await makeAdministrator(ctx);
    const approve = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/psychologists/compliance/${pending.uuid}`,
      headers: await as('administrator', admin.uuid),
      payload: { complianceStatus: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    expect((await get(url, a.auth)).statusCode).toBe(200);
  });
});
