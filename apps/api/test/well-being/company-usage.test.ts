import { describe, expect, it } from 'vitest';
import {
  makeAppointment,
  makeCollaborator,
  makePsychologist,
  makeSector,
  makeCompanyWithSector,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';

// Decision 1421: GET /company-insights/usage, HR's numbers; credits used and sessions held under the
// k-anonymity rule of the company dashboard (decision 0801).

const ctx = fileApp();
const call = apiCaller(() => ctx);

const lastMonth = (() => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 10)).toISOString().slice(0, 10);
})();
const nextYear = `${new Date().getUTCFullYear() + 1}-03-10`;

async function session(
  collaboratorUuid: string,
  status: 'confirmed' | 'no_show_collaborator' | 'pending',
  date = lastMonth,
) {
  const psychologist = await makePsychologist(ctx);
  await makeAppointment(ctx, {
    collaboratorUuid,
    psychologistUuid: psychologist.uuid,
    date,
    status,
  });
}

const usage = (token: string) => call('GET', '/company-insights/usage', token);

describe('GET /company-insights/usage', () => {
  it('counts invitations and grants in full, and hides a sector whose sessions could single someone out', async () => {
    const { company, sector: alfa } = await makeCompanyWithSector(ctx, {}, 'Alfa');
    const beta = await makeSector(ctx, company.uuid, 'Beta');
    const gama = await makeSector(ctx, company.uuid, 'Gama');
    for (const sector of [alfa, beta]) {
      for (let i = 0; i < 5; i += 1) {
        const person = await makeCollaborator(ctx, {
          companyUuid: company.uuid,
          sectorUuid: sector.uuid,
          credits: 2,
        });
        await session(person.uuid, 'confirmed');
        if (sector === beta && i === 0) await session(person.uuid, 'no_show_collaborator');
        if (sector === alfa && i === 0) await session(person.uuid, 'pending', nextYear);
      }
    }
    const lonely = await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: gama.uuid,
    });
    await session(lonely.uuid, 'confirmed');
    await makeCollaborator(ctx, {
      companyUuid: company.uuid,
      sectorUuid: gama.uuid,
      passwordHash: null,
    });
    // Another company's sessions never count here.
    const other = await makeCollaborator(ctx, {});
    await session(other.uuid, 'confirmed');

    const res = await usage(company.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.minGroupSize).toBe(5);
    expect(body.months).toHaveLength(6);
    const at = body.months.indexOf(lastMonth.slice(0, 7));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(body.company).toMatchObject({
      invited: 1,
      active: 11,
      creditsGranted: 20,
      creditsUsed: 12,
    });
    expect(body.company.sessionsHeld[at]).toBe(11);
    const [a, b, g] = body.sectors;
    expect([a.name, b.name, g.name]).toEqual(['Alfa', 'Beta', 'Gama']);
    // Gama (one person) is hidden, and Alfa with it: otherwise the total minus Alfa and Beta shows Gama.
    expect(g).toMatchObject({ invited: 1, active: 1, creditsGranted: 0, creditsUsed: null });
    expect(g.sessionsHeld[at]).toBeNull();
    expect(a).toMatchObject({ invited: 0, active: 5, creditsGranted: 10, creditsUsed: null });
    expect(a.sessionsHeld[at]).toBeNull();
    expect(b).toMatchObject({ active: 5, creditsGranted: 10, creditsUsed: 6 });
    expect(b.sessionsHeld[at]).toBe(5);
    expect(body.company.sessionsHeld.filter((n: number | null) => n !== null)).toEqual([11]);
  });

  it('hides the whole company when fewer than 5 people had sessions', async () => {
    const { company, sector } = await makeCompanyWithSector(ctx);
    for (let i = 0; i < 4; i += 1) {
      const person = await makeCollaborator(ctx, {
        companyUuid: company.uuid,
        sectorUuid: sector.uuid,
      });
      await session(person.uuid, 'confirmed');
    }
    const body = (await usage(company.token)).json();
    const at = body.months.indexOf(lastMonth.slice(0, 7));
    expect(body.company).toMatchObject({ active: 4, creditsUsed: null });
    expect(body.company.sessionsHeld[at]).toBeNull();
    expect(body.sectors[0].sessionsHeld[at]).toBeNull();
  });
});
