import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../helpers/api.ts';
import { psychologistGenders } from '../../src/db/tables/matching.ts';
import { fileApp } from '../helpers/file-app.ts';
import {
  makeAppointment,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
} from '../helpers/factories.ts';

// Decision 1382: 'Indicados para você' ranks the approved psychologists with a free slot in the
// next 30 days by the caller's intake, each with the reasons it matched and its next free slot.

const NOW = '2026-03-02T12:00:00.000Z'; // Monday 09:00 in São Paulo
const ctx = fileApp({}, { now: NOW });
const call = apiCaller(() => ctx);
const p: Record<string, { uuid: string }> = {};

type Match = { uuid: string; name: string; reasons: string[]; nextAvailableAt: string | null };

beforeAll(async () => {
  // Tuesday 10:00, morning.
  p.calma = await makePsychologist(ctx, {
    name: 'Clara Calma',
    specialties: ['Ansiedade generalizada', 'Luto'],
    approach: ['Terapia Cognitivo-Comportamental'],
    targetAudience: ['Adultos'],
  });
  await makeOpeningHour(ctx, p.calma.uuid, 2, '10:00:00', '10:50:00');
  // Wednesday 19:00, evening; accents and case differ from the reason's words.
  p.panico = await makePsychologist(ctx, {
    name: 'Bruno Pânico',
    specialties: ['PÂNICO'],
    approach: ['Psicanálise'],
    targetAudience: ['Profissionais'],
  });
  await makeOpeningHour(ctx, p.panico.uuid, 3, '19:00:00', '19:50:00');
  // Today 14:00, afternoon: the earliest slot of all.
  p.tarde = await makePsychologist(ctx, {
    name: 'Ana Tarde',
    specialties: ['Relacionamentos'],
    approach: ['Humanista'],
    targetAudience: ['Casais'],
  });
  await makeOpeningHour(ctx, p.tarde.uuid, 1, '14:00:00', '14:50:00');
  // No opening hours: no free slot, not a match.
  p.semHorario = await makePsychologist(ctx, { name: 'Sem Horário', specialties: ['Ansiedade'] });
  // Under analysis: never a match.
  p.analise = await makePsychologist(ctx, {
    name: 'Em Análise',
    specialties: ['Ansiedade'],
    complianceStatus: 'analyzing',
  });
  await makeOpeningHour(ctx, p.analise.uuid, 2, '08:00:00', '08:50:00');
  // Its only slot taken every week of the window: no free slot, not a match.
  p.cheio = await makePsychologist(ctx, { name: 'Agenda Cheia', specialties: ['Ansiedade'] });
  const full = await makeOpeningHour(ctx, p.cheio.uuid, 4, '09:00:00', '09:50:00');
  const other = await makeCollaborator(ctx);
  for (const date of ['2026-03-05', '2026-03-12', '2026-03-19', '2026-03-26', '2026-04-02'])
    await makeAppointment(ctx, {
      collaboratorUuid: other.uuid,
      psychologistUuid: p.cheio.uuid,
      openingHourUuid: full.uuid,
      date,
      startTime: '09:00:00',
      status: 'pending',
    });
});

async function matches(token: string, query = '') {
  const res = await call('GET', `/psychologists/collaborators/matches${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as Match[];
}
async function intake(token: string, over: Record<string, unknown>) {
  const res = await call('PUT', '/account/intake', token, {
    reasons: [],
    psychologistGender: 'any',
    approaches: [],
    periods: [],
    ...over,
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /psychologists/collaborators/matches', () => {
  it('without an intake: every psychologist with a free slot, the earliest first', async () => {
    const c = await makeCollaborator(ctx);
    const list = await matches(c.token);
    expect(list.map((m) => m.name)).toEqual(['Ana Tarde', 'Clara Calma', 'Bruno Pânico']);
    expect(list.map((m) => m.reasons)).toEqual([
      ['Próximo horário: segunda, 14:00'],
      ['Próximo horário: terça, 10:00'],
      ['Próximo horário: quarta, 19:00'],
    ]);
    expect(list[1].nextAvailableAt).toBe('2026-03-03T10:00:00.000-03:00');
    // As in the search: the public profile only.
    expect(Object.keys(list[0]).sort()).toEqual(
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
        'reasons',
      ].sort(),
    );
  });

  it('reasons against specialties and audience (accents and case ignored), periods, approach', async () => {
    const c = await makeCollaborator(ctx);
    await intake(c.token, { reasons: ['Ansiedade'], periods: ['morning'] });
    let list = await matches(c.token);
    expect(list.map((m) => [m.name, m.reasons])).toEqual([
      ['Clara Calma', ['Atende ansiedade', 'Horários de manhã', 'Próximo horário: terça, 10:00']],
      ['Bruno Pânico', ['Atende ansiedade', 'Próximo horário: quarta, 19:00']],
      ['Ana Tarde', ['Próximo horário: segunda, 14:00']],
    ]);

    // 'Estresse no trabalho' finds the audience 'Profissionais'; an approach named in part.
    await intake(c.token, {
      reasons: ['Estresse no trabalho', 'Relacionamentos'],
      approaches: ['psicanalise'],
      periods: ['evening', 'afternoon'],
    });
    list = await matches(c.token);
    expect(list.map((m) => [m.name, m.reasons])).toEqual([
      [
        'Bruno Pânico',
        [
          'Atende estresse no trabalho',
          'Abordagem: Psicanálise',
          'Horários à noite',
          'Próximo horário: quarta, 19:00',
        ],
      ],
      [
        'Ana Tarde',
        ['Atende relacionamentos', 'Horários à tarde', 'Próximo horário: segunda, 14:00'],
      ],
      ['Clara Calma', ['Próximo horário: terça, 10:00']],
    ]);
  });

  it('a gender preference ranks, never hides; “Prefiro não dizer” weighs nothing', async () => {
    await ctx.db.insert(psychologistGenders).values([
      { psychologistUuid: p.panico.uuid, gender: 'male' },
      { psychologistUuid: p.calma.uuid, gender: 'female' },
    ]);
    const c = await makeCollaborator(ctx);
    await intake(c.token, { reasons: ['Prefiro não dizer'], psychologistGender: 'male' });
    const list = await matches(c.token);
    expect(list.map((m) => [m.name, m.reasons[0]])).toEqual([
      ['Bruno Pânico', 'Psicólogo, como você prefere'],
      ['Ana Tarde', 'Próximo horário: segunda, 14:00'],
      ['Clara Calma', 'Próximo horário: terça, 10:00'],
    ]);
    await intake(c.token, { psychologistGender: 'female' });
    expect((await matches(c.token))[0].reasons[0]).toBe('Psicóloga, como você prefere');
  });

  it('exclude leaves one psychologist out (switching); a bad uuid is 400', async () => {
    const c = await makeCollaborator(ctx);
    const list = await matches(c.token, `?exclude=${p.calma.uuid}`);
    expect(list.map((m) => m.name)).toEqual(['Ana Tarde', 'Bruno Pânico']);
    const bad = await call('GET', '/psychologists/collaborators/matches?exclude=abc', c.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('UUID inválido');
  });

  it('ranks by the caller’s own intake, not another collaborator’s', async () => {
    const a = await makeCollaborator(ctx);
    const b = await makeCollaborator(ctx);
    await intake(a.token, { reasons: ['Relacionamentos'] });
    await intake(b.token, { reasons: ['Luto e perdas'] });
    expect((await matches(a.token))[0].name).toBe('Ana Tarde');
    expect((await matches(b.token))[0].name).toBe('Clara Calma');
  });
});
