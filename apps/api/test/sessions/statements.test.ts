import { beforeEach, describe, expect, it } from 'vitest';
import {
  makeCollaborator,
  makeCompany,
  makePsychologist,
  tokenFor,
  makeAppointment,
} from '../helpers/factories.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// Statements and payouts (domain.md §17 and §7 as amended; decision 1178). The month: March
// 2026 in São Paulo (UTC−3), i.e. [2026-03-01T03:00Z, 2026-04-01T03:00Z).
const NOW = '2026-04-10T15:00:00.000Z';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
beforeEach(() => ctx.setNow(NOW));

type Status = Parameters<typeof makeAppointment>[1]['status'];

/** A psychologist with sessions on both sides of March's edges, in every status. */
async function month() {
  const psychologist = await makePsychologist(ctx, { name: 'Carla Mendes' });
  const ana = await makeCollaborator(ctx, { name: 'Ana Souza Lima' });
  const bruno = await makeCollaborator(ctx, { name: 'Bruno Alves' });
  const at = (who: { uuid: string }, date: string, startTime: string, status: Status) =>
    makeAppointment(ctx, {
      collaboratorUuid: who.uuid,
      psychologistUuid: psychologist.uuid,
      date,
      startTime,
      status,
    });
  await at(ana, '2026-02-28', '23:00:00', 'confirmed'); // February
  const first = await at(ana, '2026-03-01', '00:00:00', 'confirmed');
  const noShow = await at(bruno, '2026-03-10', '10:00:00', 'no_show_collaborator');
  const late = await at(ana, '2026-03-12', '10:00:00', 'cancelled_by_collaborator_without_advance');
  await at(bruno, '2026-03-13', '10:00:00', 'cancelled_by_collaborator_in_advance');
  await at(bruno, '2026-03-14', '10:00:00', 'no_show_psychologist');
  await at(ana, '2026-03-15', '10:00:00', 'refunded_by_administrator');
  await at(ana, '2026-03-16', '10:00:00', 'cancelled_by_administrator');
  await at(bruno, '2026-03-17', '10:00:00', 'cancelled_by_psychologist');
  const last = await at(bruno, '2026-03-31', '23:00:00', 'confirmed'); // 2026-04-01T02:00Z
  await at(ana, '2026-04-01', '00:00:00', 'confirmed'); // April
  return { psychologist, earning: [first, noShow, late, last] };
}

const call = apiCaller(() => ctx);
const get = (url: string, token: string | null) => call('GET', url, token ?? undefined);

describe('GET /psychologists/{id}/statements/{yyyy-MM}', () => {
  it('every fee-earning session of the São Paulo month, its amount and the total, equal to the dashboard', async () => {
    const { psychologist, earning } = await month();
    const res = await get(
      `/psychologists/${psychologist.uuid}/statements/2026-03`,
      psychologist.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      psychologistUuid: psychologist.uuid,
      psychologistName: 'Carla Mendes',
      month: '2026-03',
      feeCents: 6000,
      sessionsCount: 4,
      totalCents: 24_000,
    });
    expect(body.sessions).toEqual([
      {
        appointmentUuid: earning[0].uuid,
        date: '2026-03-01',
        startTime: '00:00:00',
        collaboratorFirstName: 'Ana',
        status: 'confirmed',
        amountCents: 6000,
      },
      {
        appointmentUuid: earning[1].uuid,
        date: '2026-03-10',
        startTime: '10:00:00',
        collaboratorFirstName: 'Bruno',
        status: 'no_show_collaborator',
        amountCents: 6000,
      },
      {
        appointmentUuid: earning[2].uuid,
        date: '2026-03-12',
        startTime: '10:00:00',
        collaboratorFirstName: 'Ana',
        status: 'cancelled_by_collaborator_without_advance',
        amountCents: 6000,
      },
      {
        appointmentUuid: earning[3].uuid,
        date: '2026-03-31',
        startTime: '23:00:00',
        collaboratorFirstName: 'Bruno',
        status: 'confirmed',
        amountCents: 6000,
      },
    ]);
    const feb = (
      await get(`/psychologists/${psychologist.uuid}/statements/2026-02`, psychologist.token)
    ).json();
    expect(feb.totalCents).toBe(6000);
    const apr = (
      await get(`/psychologists/${psychologist.uuid}/statements/2026-04`, psychologist.token)
    ).json();
    expect(apr.sessions.map((s: { date: string }) => s.date)).toEqual(['2026-04-01']);

    // §7 as amended: the dashboard's last month equals the statement (now is in April).
    const dashboard = await get(
      `/dashboards/psychologists/${psychologist.uuid}`,
      psychologist.token,
    );
    expect(dashboard.json().lastMonthBalance).toBe(24_000);
    expect(dashboard.json().totalBalance).toBe(6000);
  });

  it('?format=csv downloads the statement as an attachment', async () => {
    const { psychologist } = await month();
    const res = await get(
      `/psychologists/${psychologist.uuid}/statements/2026-03?format=csv`,
      psychologist.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="extrato-2026-03.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Data";"Horário";"Colaborador";"Situação";"Valor (R$)"');
    expect(lines[1]).toBe('"01/03/2026";"00:00";"Ana";"Confirmado";"60,00"');
    expect(lines[2]).toBe('"10/03/2026";"10:00";"Bruno";"Falta do colaborador";"60,00"');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('"Total";"";"";"4 sessões";"240,00"');
  });

  it('the administrator reads any statement without the collaborators’ names', async () => {
    const { psychologist } = await month();
    const res = await get(`/psychologists/${psychologist.uuid}/statements/2026-03`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .sessions.every(
          (s: { collaboratorFirstName: unknown }) => s.collaboratorFirstName === null,
        ),
    ).toBe(true);
    const csv = await get(
      `/psychologists/${psychologist.uuid}/statements/2026-03?format=csv`,
      admin.token,
    );
    expect(csv.body).not.toContain('Ana');
    expect(csv.body).toContain('"Data";"Horário";"Situação";"Valor (R$)"');
  });

  it('400 for a bad month or format; 401; 403 for another psychologist, a collaborator, a company; 404', async () => {
    const { psychologist } = await month();
    const url = `/psychologists/${psychologist.uuid}/statements`;
    const bad = await get(`${url}/2026-13`, psychologist.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mês inválido');
    expect((await get(`${url}/2026-03?format=pdf`, psychologist.token)).statusCode).toBe(400);
    expect((await get(`${url}/2026-03`, null)).statusCode).toBe(401);
    const other = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    const company = await makeCompany(ctx);
    for (const token of [other.token, collaborator.token, company.token]) {
      expect((await get(`${url}/2026-03`, token)).statusCode).toBe(403);
    }
    const unknown = await get(
      '/psychologists/00000000-0000-4000-8000-000000000000/statements/2026-03',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /statements/{yyyy-MM} (payouts)', () => {
  it('every psychologist’s sessions and total of the month, JSON and one CSV', async () => {
    const { psychologist } = await month();
    const res = await get('/statements/2026-03', admin.token);
    expect(res.statusCode).toBe(200);
    const line = res
      .json()
      .psychologists.find(
        (p: { psychologistUuid: string }) => p.psychologistUuid === psychologist.uuid,
      );
    expect(line).toEqual({
      psychologistUuid: psychologist.uuid,
      name: 'Carla Mendes',
      crp: psychologist.crp,
      sessionsCount: 4,
      totalCents: 24_000,
    });
    const total = res
      .json()
      .psychologists.reduce((n: number, p: { totalCents: number }) => n + p.totalCents, 0);
    expect(res.json().totalCents).toBe(total);

    const csv = await get('/statements/2026-03?format=csv', admin.token);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="repasses-2026-03.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Psicólogo";"CRP";"Sessões";"Total (R$)"');
    expect(lines.some((l) => l.startsWith('"Carla Mendes";') && l.endsWith(';"4";"240,00"'))).toBe(
      true,
    );
    expect(lines.at(-1)).toMatch(/^"Total";"";"\d+";"[\d,]+"$/);
  });

  it('administrator only', async () => {
    const psychologist = await makePsychologist(ctx);
    expect((await get('/statements/2026-03', psychologist.token)).statusCode).toBe(403);
    expect((await get('/statements/2026-03', null)).statusCode).toBe(401);
    const token = await tokenFor(ctx, 'administrator', admin.uuid);
    expect((await get('/statements/03-2026', token)).statusCode).toBe(400);
  });
});
