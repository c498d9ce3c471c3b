import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openingHours, psychologists } from '../../src/db/schema.ts';
import { fileAdministrator, fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeCollaborator,
  makeCompany,
  makeOpeningHour,
  makePsychologist,
} from '../helpers/factories.ts';

const ctx = fileApp();
const admin = fileAdministrator(ctx);
const call = apiCaller(() => ctx);
let token: string;
const tag = `z${crypto.randomUUID().slice(0, 6)}`; // isolates this file's names

beforeAll(async () => {
  token = (await makeCollaborator(ctx)).token;
  const found = [
    await makePsychologist(ctx, {
      name: `Márcia Conceição ${tag}`,
      specialties: ['Ansiedade'],
      education: 'USP',
    }),
    await makePsychologist(ctx, { name: `ÂNGELA Ávila ${tag}` }),
    await makePsychologist(ctx, { name: `Bruna Analisada ${tag}`, complianceStatus: 'analyzing' }),
    await makePsychologist(ctx, {
      name: `Carla Reprovada ${tag}`,
      complianceStatus: 'disapproved',
    }),
    await makePsychologist(ctx, { name: `Suzana Suspensa ${tag}`, complianceStatus: 'suspended' }),
    await makePsychologist(ctx, { name: `Daniela Excluída ${tag}`, deletedAt: new Date() }),
  ];
  // Every one has an hour: only the state decides who is found (decision 1405 tested below).
  for (const p of found) await makeOpeningHour(ctx, p.uuid, 2);
});

const search = (name?: string, auth = token) =>
  call(
    'GET',
    name === undefined
      ? '/psychologists/collaborators'
      : `/psychologists/collaborators?${new URLSearchParams({ name })}`,
    auth,
  );
const names = (res: Awaited<ReturnType<typeof search>>) =>
  (res.json() as { name: string }[]).map((p) => p.name);

describe('GET /psychologists/collaborators', () => {
  it('lists only approved, not deleted psychologists, ordered by name, public fields only', async () => {
    const res = await search(tag);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([`ÂNGELA Ávila ${tag}`, `Márcia Conceição ${tag}`]);
    const marcia = res.json()[1];
    expect(Object.keys(marcia).sort()).toEqual(
      [
        'uuid',
        'name',
        'crp',
        'avatarUrl',
        'education',
        'careerHistory',
        'hostMessage',
        'specialties',
        'approach',
        'targetAudience',
        'nextAvailableAt',
      ].sort(),
    );
    expect(marcia).toMatchObject({ specialties: ['Ansiedade'], education: 'USP' });
  });

  it('matches without accents and without case', async () => {
    expect(names(await search('MARCIA'))).toContain(`Márcia Conceição ${tag}`);
    expect(names(await search('conceiçao'))).toContain(`Márcia Conceição ${tag}`);
    expect(names(await search('angela avila'))).toEqual([`ÂNGELA Ávila ${tag}`]);
    expect(names(await search('ÁVILA'))).toEqual([`ÂNGELA Ávila ${tag}`]);
  });

  it('an empty or absent name lists everyone approved; nothing matches gives []', async () => {
    const all = names(await search());
    expect(all).toEqual(expect.arrayContaining([`ÂNGELA Ávila ${tag}`, `Márcia Conceição ${tag}`]));
    expect(all.some((n) => n.includes('Analisada'))).toBe(false);
    expect(names(await search('   '))).toEqual(all);
    expect(names(await search('ninguém-com-este-nome'))).toEqual([]);
  });

  it('search_name is kept by the database from the name, whoever inserts the row', async () => {
    const own = `y${crypto.randomUUID().slice(0, 6)}`; // not this file's tag: the lists above stay as they are
    const p = await makePsychologist(ctx, { name: `Íris Ñandú Çelik ${own}` });
    await makeOpeningHour(ctx, p.uuid, 2);
    const [row] = await ctx.db
      .select({ searchName: psychologists.searchName })
      .from(psychologists)
      .where(eq(psychologists.uuid, p.uuid));
    expect(row.searchName).toBe(`iris nandu celik ${own}`);
    expect(names(await search(`IRIS NANDU CELIK ${own}`))).toEqual([`Íris Ñandú Çelik ${own}`]);
  });

  it('an approved psychologist is found only with an opening hour not removed (decision 1405)', async () => {
    const own = `h${crypto.randomUUID().slice(0, 6)}`;
    const p = await makePsychologist(ctx, { name: `Helena Sem Horário ${own}` });
    expect(names(await search(own))).toEqual([]);
    const hour = await makeOpeningHour(ctx, p.uuid, 4);
    expect(names(await search(own))).toEqual([`Helena Sem Horário ${own}`]);
    await ctx.db
      .update(openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(openingHours.uuid, hour.uuid));
    expect(names(await search(own))).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(names(await search('%'))).toEqual([]);
    expect(names(await search('_'))).toEqual([]);
  });

  it('401 without a token; 403 for a company or a psychologist', async () => {
    expect((await search('a', '')).statusCode).toBe(401);
    expect((await search('a', (await makeCompany(ctx)).token)).statusCode).toBe(403);
    expect((await search('a', (await makePsychologist(ctx)).token)).statusCode).toBe(403);
    expect((await search('a', admin.token)).statusCode).toBe(200);
  });
});
