import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { applyDueContactChanges } from '../../src/modules/accounts/pending-contact-changes.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeAdministrator, makeCollaborator, tokenFor } from '../helpers/factories.ts';

// docs/domain.md §26 (decision 1301): an administrator's change of a person's e-mail or phone takes
// effect only after 72 hours; the old address and phone carry a link that cancels it; audited.

const ctx = fileApp();
const call = apiCaller(() => ctx);
const START = new Date('2026-11-02T12:00:00Z');
const hours = (h: number) => new Date(START.getTime() + h * 3600_000);

async function setUp() {
  ctx.setNow(START);
  const admin = await makeAdministrator(ctx);
  const person = await makeCollaborator(ctx, { whatsappConsent: true });
  const next = `novo-${person.uuid.slice(0, 8)}@intruso.com.br`;
  const res = await call('PUT', `/collaborators/${person.uuid}`, admin.token, {
    name: person.name,
    document: person.document,
    email: next,
    gender: 'female',
    phone: '(21) 99876-5432',
    sectorUuid: person.sectorUuid,
  });
  return { admin, person, next, res };
}

const stored = async (uuid: string) =>
  (await ctx.db.select().from(s.collaborators).where(eq(s.collaborators.uuid, uuid)))[0];

const messages = (uuid: string, kind: string) =>
  ctx.db
    .select()
    .from(s.outbox)
    .where(and(eq(s.outbox.recipientUuid, uuid), eq(s.outbox.kind, kind)))
    .orderBy(desc(s.outbox.createdAt));

const actions = async (uuid: string) =>
  (await ctx.db.select().from(s.auditLog).where(eq(s.auditLog.targetUuid, uuid))).map(
    (row) => row.action,
  );

const cancelToken = (body: string, field: string) =>
  body.includes(field) ? body.match(/cancel-contact-change\?token=([\w-]+)/)?.[1] : undefined;

describe('an administrator changes a person e-mail and phone: 72 hours, cancellable', () => {
  it('answers as today with nothing changed, and tells the old address and phone with a cancel link', async () => {
    const { admin, person, next, res } = await setUp();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: person.email, phone: person.phone });
    expect(await stored(person.uuid)).toMatchObject({ email: person.email, phone: person.phone });
    const pending = await messages(person.uuid, 'contact_change_pending');
    expect(pending.map((m) => m.recipient).sort()).toEqual(
      [person.email, person.email, person.phone, person.phone].sort(),
    );
    expect(pending.every((m) => /cancel-contact-change\?token=/.test(m.body))).toBe(true);
    expect(pending.some((m) => m.recipient === next)).toBe(false);
    expect(await actions(person.uuid)).toEqual(
      expect.arrayContaining(['email_change_requested', 'phone_change_requested']),
    );
    const [entry] = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.targetUuid, person.uuid),
          eq(s.auditLog.action, 'email_change_requested'),
        ),
      );
    expect(entry).toMatchObject({ actorRole: 'administrator', actorUuid: admin.uuid });
  });

  it('does not apply before 72 hours; applies after, once, with the effects of an immediate change', async () => {
    const { person, next } = await setUp();
    ctx.setNow(hours(71.9));
    const session = await tokenFor(ctx, 'collaborator', person.uuid);
    expect(await applyDueContactChanges(ctx.deps)).toBe(0);
    expect(await stored(person.uuid)).toMatchObject({ email: person.email, phone: person.phone });
    expect((await call('GET', `/collaborators/${person.uuid}`, session)).statusCode).toBe(200);

    ctx.setNow(hours(72));
    expect(await applyDueContactChanges(ctx.deps)).toBeGreaterThanOrEqual(2);
    expect(await stored(person.uuid)).toMatchObject({ email: next, phone: '21998765432' });
    expect((await call('GET', `/collaborators/${person.uuid}`, session)).statusCode).toBe(401);
    const [told] = await messages(person.uuid, 'email_changed');
    expect(told.recipient).toBe(person.email);
    expect(await actions(person.uuid)).toEqual(
      expect.arrayContaining(['email_change', 'phone_change']),
    );
    expect(await applyDueContactChanges(ctx.deps)).toBe(0);
  });

  it('the link from the old address cancels it, once; a dead link is 400', async () => {
    const { person } = await setUp();
    const notices = await messages(person.uuid, 'contact_change_pending');
    const emailNotice = notices.find((m) => m.channel === 'email' && m.body.includes('e-mail'));
    const token = cancelToken(emailNotice!.body, 'e-mail');
    expect(token).toBeTruthy();
    ctx.setNow(hours(10));
    const first = await call('POST', '/account/contact-change/cancel', undefined, { token });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/account/contact-change/cancel', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Link inválido ou expirado');
    const unknown = await call('POST', '/account/contact-change/cancel', undefined, {
      token: 'nao-existe',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await actions(person.uuid)).toContain('email_change_cancelled');

    ctx.setNow(hours(72.9));
    const session = await tokenFor(ctx, 'collaborator', person.uuid);
    ctx.setNow(hours(73));
    await applyDueContactChanges(ctx.deps);
    const row = await stored(person.uuid);
    expect(row.email).toBe(person.email); // cancelled
    expect(row.phone).toBe('21998765432'); // the phone change was not cancelled
    // A phone change ends no session (the phone does not sign in).
    expect((await call('GET', `/collaborators/${person.uuid}`, session)).statusCode).toBe(200);

    const late = notices.find((m) => m.channel === 'email' && m.body.includes('telefone'));
    const lateToken = cancelToken(late!.body, 'telefone');
    const expired = await call('POST', '/account/contact-change/cancel', undefined, {
      token: lateToken,
    });
    expect(expired.statusCode).toBe(400);
  });
});
