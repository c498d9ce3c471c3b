import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { psychologistAbsences } from '../../src/db/tables/session-outcomes.ts';
import { fileApp } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import {
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  makeAppointment,
} from '../helpers/factories.ts';

// docs/domain.md §19: the search's filters by specialty, approach and target audience, and each
// result's next free slot (what booking would accept, within 30 days).

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const ctx = fileApp({}, { now: NOW });
let token: string;
let collaboratorUuid: string;
const tag = `f${crypto.randomUUID().slice(0, 6)}`;

type Result = { name: string; nextAvailableAt: string | null };

beforeAll(async () => {
  const c = await makeCollaborator(ctx);
  token = c.token;
  collaboratorUuid = c.uuid;
  const ana = await makePsychologist(ctx, {
    name: `Ana Filtro ${tag}`,
    specialties: ['Ansiedade e Depressão', 'Luto'],
    approach: ['Terapia Cognitivo-Comportamental'],
    targetAudience: ['Adolescentes', 'Adultos'],
  });
  const beto = await makePsychologist(ctx, {
    name: `Beto Filtro ${tag}`,
    specialties: ['Relacionamentos'],
    approach: ['Psicanálise'],
    targetAudience: ['Adultos', 'Idosos'],
  });
  const caio = await makePsychologist(ctx, {
    name: `Caio Filtro ${tag}`,
    specialties: ['Ansiedade'],
    approach: ['Humanista'],
    targetAudience: ['Crianças'],
  });
  // Only psychologists with opening hours are found (decision 1405).
  for (const p of [ana, beto, caio]) await makeOpeningHour(ctx, p.uuid, 3, '14:00:00', '14:50:00');
});

const call = apiCaller(() => ctx);
const search = (query: Record<string, string>, auth: string | undefined = token) =>
  call('GET', `/psychologists/collaborators?${new URLSearchParams(query)}`, auth);
const names = async (query: Record<string, string>) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return (res.json() as Result[]).map((p) => p.name.replace(` ${tag}`, ''));
};

describe('GET /psychologists/collaborators: filters', () => {
  it('filters by specialty, accents and case ignored, a part of an entry enough', async () => {
    expect(await names({ name: tag, specialty: 'ansiedade' })).toEqual([
      'Ana Filtro',
      'Caio Filtro',
    ]);
    expect(await names({ name: tag, specialty: 'DEPRESSAO' })).toEqual(['Ana Filtro']);
    expect(await names({ name: tag, specialty: 'Relacionamentos' })).toEqual(['Beto Filtro']);
  });

  it('filters by approach and by target audience', async () => {
    expect(await names({ name: tag, approach: 'psicanalise' })).toEqual(['Beto Filtro']);
    expect(await names({ name: tag, approach: 'cognitivo-comportamental' })).toEqual([
      'Ana Filtro',
    ]);
    expect(await names({ name: tag, targetAudience: 'adultos' })).toEqual([
      'Ana Filtro',
      'Beto Filtro',
    ]);
    expect(await names({ name: tag, targetAudience: 'CRIANCAS' })).toEqual(['Caio Filtro']);
  });

  it('combines the filters with each other and with the name', async () => {
    expect(await names({ name: tag, specialty: 'ansiedade', targetAudience: 'adultos' })).toEqual([
      'Ana Filtro',
    ]);
    expect(await names({ name: `caio filtro ${tag}`, specialty: 'ansiedade' })).toEqual([
      'Caio Filtro',
    ]);
    expect(await names({ name: `caio filtro ${tag}`, specialty: 'luto' })).toEqual([]);
    expect(await names({ name: tag, approach: 'humanista', targetAudience: 'idosos' })).toEqual([]);
  });

  it('treats %, _ and blanks as text, and an empty filter as none', async () => {
    expect(await names({ name: tag, specialty: '%' })).toEqual([]);
    expect(await names({ name: tag, approach: '_' })).toEqual([]);
    expect(await names({ name: tag, specialty: '   ' })).toHaveLength(3);
  });

  it('refuses a filter with control characters (400), no token (401), a psychologist (403)', async () => {
    const bad = await search({ specialty: 'Ansi\u0000edade' });
    expect(bad.statusCode).toBe(400);
    expect((await search({ specialty: 'ansiedade' }, '')).statusCode).toBe(401);
    const psi = await makePsychologist(ctx);
    const res = await search({ specialty: 'ansiedade' }, psi.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Acesso negado');
  });
});

describe('GET /psychologists/collaborators: nextAvailableAt', () => {
  const next = async (name: string) => {
    const res = await search({ name });
    expect(res.statusCode).toBe(200);
    const [row] = res.json() as Result[];
    return row.nextAvailableAt;
  };

  it('is the start of the next free slot, in the zone, with its offset; not found with no hours', async () => {
    const p = await makePsychologist(ctx, { name: `Slot Um ${tag}` });
    expect(await names({ name: `slot um ${tag}` })).toEqual([]); // decision 1405
    await makeOpeningHour(ctx, p.uuid, 1, '08:00:00', '08:50:00'); // today, already past
    expect(await next(`slot um ${tag}`)).toBe('2026-03-09T08:00:00.000-03:00');
    await makeOpeningHour(ctx, p.uuid, 3, '14:00:00', '14:50:00'); // Wednesday
    expect(await next(`slot um ${tag}`)).toBe('2026-03-04T14:00:00.000-03:00');
    await makeOpeningHour(ctx, p.uuid, 1, '10:00:00', '10:50:00'); // today, an hour ahead
    expect(await next(`slot um ${tag}`)).toBe('2026-03-02T10:00:00.000-03:00');
  });

  it('skips slots booked pending or confirmed, not cancelled ones; ignores removed hours', async () => {
    const p = await makePsychologist(ctx, { name: `Slot Dois ${tag}` });
    const monday = await makeOpeningHour(ctx, p.uuid, 1, '10:00:00', '10:50:00');
    const book = (date: string, status: 'pending' | 'confirmed' | 'cancelled_by_psychologist') =>
      makeAppointment(ctx, {
        collaboratorUuid,
        psychologistUuid: p.uuid,
        date,
        startTime: '10:00:00',
        openingHourUuid: monday.uuid,
        status,
      });
    await book('2026-03-02', 'cancelled_by_psychologist');
    expect(await next(`slot dois ${tag}`)).toBe('2026-03-02T10:00:00.000-03:00');
    await book('2026-03-02', 'pending');
    expect(await next(`slot dois ${tag}`)).toBe('2026-03-09T10:00:00.000-03:00');
    await book('2026-03-09', 'confirmed');
    expect(await next(`slot dois ${tag}`)).toBe('2026-03-16T10:00:00.000-03:00');
    await ctx.db
      .update(s.openingHours)
      .set({ deletedAt: new Date() })
      .where(eq(s.openingHours.uuid, monday.uuid));
    expect(await names({ name: `slot dois ${tag}` })).toEqual([]); // no hours left (decision 1405)
  });

  it('skips days of an absence, and is null when nothing is free within 30 days', async () => {
    const p = await makePsychologist(ctx, { name: `Slot Tres ${tag}` });
    await makeOpeningHour(ctx, p.uuid, 2, '09:00:00', '09:50:00'); // Tuesdays
    expect(await next(`slot tres ${tag}`)).toBe('2026-03-03T09:00:00.000-03:00');
    await ctx.db
      .insert(psychologistAbsences)
      .values({ psychologistUuid: p.uuid, startDate: '2026-03-01', endDate: '2026-03-12' });
    expect(await next(`slot tres ${tag}`)).toBe('2026-03-17T09:00:00.000-03:00');
    await ctx.db
      .insert(psychologistAbsences)
      .values({ psychologistUuid: p.uuid, startDate: '2026-03-13', endDate: '2026-03-31' });
    // Next Tuesday after the absences is 7 April: more than 30 days ahead.
    expect(await next(`slot tres ${tag}`)).toBeNull();
  });

  it('respects the booking notice (MIN_BOOKING_NOTICE_MINUTES)', async () => {
    const p = await makePsychologist(ctx, { name: `Slot Quatro ${tag}` });
    await makeOpeningHour(ctx, p.uuid, 1, '10:00:00', '10:50:00'); // 1 h ahead
    await makeOpeningHour(ctx, p.uuid, 1, '12:00:00', '12:50:00'); // 3 h ahead
    expect(await next(`slot quatro ${tag}`)).toBe('2026-03-02T10:00:00.000-03:00');
    ctx.deps.env.MIN_BOOKING_NOTICE_MINUTES = 120;
    try {
      expect(await next(`slot quatro ${tag}`)).toBe('2026-03-02T12:00:00.000-03:00');
    } finally {
      ctx.deps.env.MIN_BOOKING_NOTICE_MINUTES = 0;
    }
  });

  it('follows the clock: late on Sunday night in São Paulo the next day is Monday', async () => {
    const p = await makePsychologist(ctx, { name: `Slot Cinco ${tag}` });
    await makeOpeningHour(ctx, p.uuid, 1, '07:00:00', '07:50:00');
    ctx.setNow('2026-03-02T02:30:00.000Z'); // Sunday 23:30 in São Paulo
    try {
      expect(await next(`slot cinco ${tag}`)).toBe('2026-03-02T07:00:00.000-03:00');
    } finally {
      ctx.setNow(NOW);
    }
  });
});
