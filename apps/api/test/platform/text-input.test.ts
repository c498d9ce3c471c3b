import { beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { makeCollaborator, makePsychologist, makeAppointment } from '../helpers/factories.ts';
import { fileApp, fileAdministrator } from '../helpers/file-app.ts';
import { apiCaller } from '../helpers/api.ts';
import { makeTenant, type Tenant } from '../helpers/world.ts';

// docs/domain.md §14: every text has a maximum length, control characters are refused with 400 and
// a pt-BR message, never a 500 (decision 1123).
const ctx = fileApp();
const admin = fileAdministrator(ctx);
let tenant: Tenant;
beforeAll(async () => {
  tenant = await makeTenant(ctx);
});

const CONTROL = 'O texto contém caracteres não permitidos';
const call = apiCaller(() => ctx);

const company = () => ({
  name: 'Empresa Limites',
  document: generateCnpj(),
  legalName: 'Empresa Limites Ltda.',
  email: `rh-${Math.random().toString(36).slice(2, 8)}@limites.com.br`,
  actionPlanLink: 'https://exemplo.com/plano',
  dashboardLink: 'https://exemplo.com/painel',
  formId: 'builtin',
  formTitle: 'Radar',
});

describe('maximum lengths', () => {
  it('refuses a 100 KB sector name with 400, creating and renaming', async () => {
    const huge = 'S'.repeat(100 * 1024);
    const created = await call('POST', '/sectors', admin.token, {
      name: huge,
      companyUuid: tenant.company.uuid,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('Máximo de 10000 caracteres');
    const renamed = await call('PUT', `/sectors/${tenant.sector.uuid}`, admin.token, {
      name: 'S'.repeat(151),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('Máximo de 150 caracteres');
    const fits = await call('PUT', `/sectors/${tenant.sector.uuid}`, admin.token, {
      name: 'S'.repeat(150),
    });
    expect(fits.statusCode).toBe(200);
  });

  it('names 150, e-mail 254, links 2048', async () => {
    for (const [field, value, limit] of [
      ['name', 'N'.repeat(151), 150],
      ['legalName', 'L'.repeat(151), 150],
      ['email', `${'e'.repeat(250)}@x.com`, 254],
      ['dashboardLink', `https://exemplo.com/${'p'.repeat(2030)}`, 2048],
    ] as const) {
      const res = await call('POST', '/companies', admin.token, {
        ...company(),
        [field]: value,
      });
      expect([field, res.statusCode, res.json().message]).toEqual([
        field,
        400,
        `Máximo de ${limit} caracteres`,
      ]);
    }
  });
});

describe('control characters', () => {
  it('refuses NUL in any text field with 400 (it used to reach the database as a 500)', async () => {
    const cases: [string, () => ReturnType<typeof call>][] = [
      [
        'sector',
        () =>
          call('POST', '/sectors', admin.token, {
            name: 'Setor\u0000',
            companyUuid: tenant.company.uuid,
          }),
      ],
      [
        'company',
        () => call('POST', '/companies', admin.token, { ...company(), name: 'A\u0000B' }),
      ],
      [
        'collaborator',
        () =>
          call('POST', '/collaborators', admin.token, {
            name: 'Ana\u0000',
            document: generateCpf(),
            email: 'ana.nul@empresa.com.br',
            gender: 'female',
            phone: '11999990000',
            birthdate: '1990-01-01',
            sectorUuid: tenant.sector.uuid,
            companyUuid: tenant.company.uuid,
          }),
      ],
      [
        'review',
        () =>
          call('POST', '/reviews', tenant.psychologist.token, {
            review: 'Sessão\u0000 boa',
            psychologistUuid: tenant.psychologist.uuid,
            collaboratorUuid: tenant.collaborator.uuid,
          }),
      ],
      [
        'sign-in',
        () =>
          call('POST', '/collaborators/sign-in', undefined, {
            email: tenant.collaborator.email,
            password: 'senha\u0000',
          }),
      ],
      [
        'query',
        () => call('GET', '/psychologists/collaborators?name=Ana%00', tenant.collaborator.token),
      ],
      ['path', () => call('GET', '/sectors/%00', admin.token)],
    ];
    for (const [name, send] of cases) {
      const res = await send();
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, CONTROL]);
    }
  });

  it('refuses other control characters, and line breaks in one-line fields', async () => {
    for (const name of [
      'Setor\u0007',
      'Setor\u001b[31m',
      'Setor\u007f',
      'Setor\u0085',
      'Linha\nDuas',
    ]) {
      const res = await call('PUT', `/sectors/${tenant.sector.uuid}`, admin.token, { name });
      expect([JSON.stringify(name), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(name),
        400,
        CONTROL,
      ]);
    }
  });

  it('lets tab and new line through in multi-line text', async () => {
    const psychologist = await makePsychologist(ctx);
    const collaborator = await makeCollaborator(ctx);
    await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2027-05-03',
      status: 'pending',
    });
    const res = await call('POST', '/reviews', psychologist.token, {
      review: 'Primeira linha\r\nSegunda linha\n\tcom recuo',
      psychologistUuid: psychologist.uuid,
      collaboratorUuid: collaborator.uuid,
    });
    expect(res.statusCode).toBe(201);
  });
});
