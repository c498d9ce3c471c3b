import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { measureAlerts } from '../../src/db/tables/measures.ts';
import { apiCaller } from '../helpers/api.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAdministrator,
  makeAppointment,
  makeCareSetting,
  makeCompany,
  makePsychologist,
} from '../helpers/factories.ts';

// docs/domain.md §18 (decision 1393): a PHQ-9 item 9 of 1 or more opens an alert on each treating
// psychologist's dashboard, with the patient's name and no answer, hers only, until she marks it
// 'Ciente' or opens the record; the e-mail still carries no name and no answer.

const ctx = fileApp();
const call = apiCaller(() => ctx);
const NOW = new Date('2027-05-03T12:00:00.000Z'); // Monday 09:00 in São Paulo
beforeEach(() => ctx.setNow(NOW));

const phq9 = (item9: number) => ({ instrument: 'phq9', answers: [1, 1, 1, 0, 0, 0, 0, 0, item9] });

/** A collaborator in care of two psychologists (next week's sessions), and one stranger. */
async function world(name = 'Lívia Andrade') {
  const { collaborator, psychologist: mine } = await makeCareSetting(ctx, {
    date: '2027-05-10',
    collaborator: { name },
    psychologist: { name: 'Helena Martins' },
  });
  const also = await makePsychologist(ctx);
  const stranger = await makePsychologist(ctx);
  await makeAppointment(ctx, {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: also.uuid,
    date: '2027-05-11',
  });
  return { collaborator, mine, also, stranger };
}

describe('GET /measures/alerts', () => {
  it('lists the patient to her treating psychologists only, never to a stranger, a company or an administrator', async () => {
    const { collaborator, mine, also, stranger } = await world();
    expect((await call('GET', '/measures/alerts', mine.token)).json()).toEqual([]);
    const sent = await call('POST', '/measures/responses', collaborator.token, phq9(2));
    expect(sent.statusCode).toBe(201);
    const expected = [
      {
        collaborator: { uuid: collaborator.uuid, name: 'Lívia Andrade' },
        answeredAt: '2027-05-03T09:00:00.000-03:00',
      },
    ];
    for (const p of [mine, also]) {
      const res = await call('GET', '/measures/alerts', p.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
      // The name and the time: never the answers or the score.
      expect(res.body).not.toMatch(/answers|score|crisis/);
    }
    expect((await call('GET', '/measures/alerts', stranger.token)).json()).toEqual([]);
    const company = await makeCompany(ctx);
    const admin = await makeAdministrator(ctx);
    for (const token of [company.token, admin.token, collaborator.token]) {
      expect((await call('GET', '/measures/alerts', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/measures/alerts')).statusCode).toBe(401);

    // The e-mail keeps carrying no name and no answer.
    const mails = await ctx.db
      .select({ body: s.outbox.body, subject: s.outbox.subject })
      .from(s.outbox)
      .where(and(eq(s.outbox.recipientUuid, mine.uuid), eq(s.outbox.kind, 'measure_distress')));
    expect(mails).toEqual([
      {
        subject: 'Acolher: atenção a um paciente',
        body: 'Um paciente indicou sofrimento intenso. Veja no Acolher.',
      },
    ]);
  });

  it('no alert when item 9 is 0, nor for a GAD-7', async () => {
    const { collaborator, mine } = await world('Rui Campos');
    expect(
      (await call('POST', '/measures/responses', collaborator.token, phq9(0))).statusCode,
    ).toBe(201);
    const gad7 = { instrument: 'gad7', answers: [3, 3, 3, 3, 3, 3, 3] };
    expect((await call('POST', '/measures/responses', collaborator.token, gad7)).statusCode).toBe(
      201,
    );
    expect((await call('GET', '/measures/alerts', mine.token)).json()).toEqual([]);
  });
});

describe("closing the alert: 'Ciente' or opening the record", () => {
  it("'Ciente' closes it for her, not for the other psychologist; a stranger gets 403", async () => {
    const { collaborator, mine, also, stranger } = await world();
    await call('POST', '/measures/responses', collaborator.token, phq9(1));
    const url = `/measures/collaborators/${collaborator.uuid}/alerts/acknowledge`;
    expect((await call('POST', url, stranger.token)).statusCode).toBe(403);
    const company = await makeCompany(ctx);
    for (const token of [company.token, collaborator.token]) {
      expect((await call('POST', url, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/measures/alerts', mine.token)).json()).toHaveLength(1);
    const ack = await call('POST', url, mine.token);
    expect(ack.statusCode).toBe(204);
    expect((await call('GET', '/measures/alerts', mine.token)).json()).toEqual([]);
    expect((await call('GET', '/measures/alerts', also.token)).json()).toHaveLength(1);
    // Again: nothing open is not an error.
    expect((await call('POST', url, mine.token)).statusCode).toBe(204);
    const rows = await ctx.db
      .select({ closedBy: measureAlerts.closedBy })
      .from(measureAlerts)
      .where(eq(measureAlerts.psychologistUuid, mine.uuid));
    expect(rows).toEqual([{ closedBy: 'acknowledged' }]);
  });

  it('opening the record closes it for her', async () => {
    const { collaborator, also } = await world();
    await call('POST', '/measures/responses', collaborator.token, phq9(3));
    const record = await call('GET', `/clinical-records/${collaborator.uuid}`, also.token);
    expect(record.statusCode).toBe(200);
    expect((await call('GET', '/measures/alerts', also.token)).json()).toEqual([]);
    const [row] = await ctx.db
      .select({ closedBy: measureAlerts.closedBy })
      .from(measureAlerts)
      .where(eq(measureAlerts.psychologistUuid, also.uuid));
    expect(row).toEqual({ closedBy: 'record_opened' });
  });
});
