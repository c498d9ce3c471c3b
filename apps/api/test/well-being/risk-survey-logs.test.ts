import { expect, it } from 'vitest';
import { COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import { fileAppLogging } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeCollaborator, makeCompany, makeSector } from '../helpers/factories.ts';

// domain.md §23, decision 1353: no risk survey answer reaches a log, even at the most verbose level,
// whether the answer is recorded, refused as incomplete or sent twice.
const { ctx, logged } = fileAppLogging('2026-11-10T13:00:00.000Z');
const call = apiCaller(() => ctx);

it('logs the calls of a risk survey without any answer', async () => {
  const company = await makeCompany(ctx);
  const sectorUuid = (await makeSector(ctx, company.uuid)).uuid;
  const person = await makeCollaborator(ctx, {
    companyUuid: company.uuid,
    sectorUuid,
    createdAt: new Date('2026-11-01T12:00:00.000Z'),
  });
  const created = await call('POST', `/companies/${company.uuid}/risk-surveys`, company.token, {
    title: 'Pesquisa',
    opensOn: '2026-11-10',
    closesOn: '2026-11-20',
  });
  const url = `/risk-surveys/${created.json().uuid}/responses`;
  const answers = COPSOQ_ITEMS.map((i) => ({ itemId: i.id, value: i.options[1].value }));
  const send = (payload: object) => call('POST', url, person.token, payload);
  expect((await send({ answers: answers.slice(3) })).statusCode).toBe(400);
  expect((await send({ answers })).statusCode).toBe(201);
  expect((await send({ answers })).statusCode).toBe(409);
  expect(logged()).toContain('/responses');
  for (const leak of ['itemId', '"1A"', '"values"', 'Você atrasa'])
    expect(logged()).not.toContain(leak);
});
