import { describe, expect, it } from 'vitest';
import { accountDeletionRequests } from '../../src/db/tables/account-deletion.ts';
import { appointmentDisputes } from '../../src/db/tables/session-outcomes.ts';
import { fileKit } from '../helpers/file-app.ts';
import {
  makeAppointment,
  makeCollaborator,
  makeCompany,
  makePsychologist,
} from '../helpers/factories.ts';

// The administrator's first screen (decision 1408): what waits, counted.

const { ctx, admin, call } = fileKit();

describe('GET /administrators/queues', () => {
  it('counts psychologists under analysis, open disputes and open deletion requests only', async () => {
    const empty = await call('GET', '/administrators/queues', admin.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      psychologistsUnderReview: 0,
      openDisputes: 0,
      deletionRequests: 0,
    });

    await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    await makePsychologist(ctx, { complianceStatus: 'analyzing' });
    await makePsychologist(ctx, { complianceStatus: 'analyzing', deletedAt: new Date() });
    await makePsychologist(ctx, { complianceStatus: 'approved' });
    const psychologist = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    const [held, other] = await Promise.all(
      ['2026-03-04', '2026-03-11'].map((date) =>
        makeAppointment(ctx, {
          collaboratorUuid: collaborator.uuid,
          psychologistUuid: psychologist.uuid,
          date,
          status: 'confirmed',
        }),
      ),
    );
    await ctx.db.insert(appointmentDisputes).values([
      { appointmentUuid: held.uuid, reason: 'Não aconteceu' },
      { appointmentUuid: other.uuid, reason: 'Caiu', status: 'kept', resolvedAt: new Date() },
    ]);
    await ctx.db.insert(accountDeletionRequests).values([
      { role: 'collaborator', accountUuid: collaborator.uuid },
      { role: 'psychologist', accountUuid: psychologist.uuid, completedAt: new Date() },
    ]);
    const res = await call('GET', '/administrators/queues', admin.token);
    expect(res.json()).toEqual({
      psychologistsUnderReview: 2,
      openDisputes: 1,
      deletionRequests: 1,
    });
  });

  it('401 without a token, 403 for the other roles', async () => {
    expect((await call('GET', '/administrators/queues')).statusCode).toBe(401);
    for (const who of [
      await makeCompany(ctx),
      await makeCollaborator(ctx),
      await makePsychologist(ctx),
    ]) {
      const res = await call('GET', '/administrators/queues', who.token);
      expect([res.statusCode, res.json().message]).toEqual([403, 'Acesso negado']);
    }
  });
});
