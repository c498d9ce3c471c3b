import { describe, expect, it } from 'vitest';
import { fileKit } from '../helpers/file-app.ts';
import { bearer, makeCollaborator, makeCompany, makePsychologist } from '../helpers/factories.ts';

// docs/domain.md §19: POST /leads (anonymous, limited per address), GET /leads (administrator only).

const { ctx, admin, call } = fileKit();
const valid = {
  name: 'Marina Souza',
  company: 'Empresa Boa Ltda.',
  email: 'Marina@EmpresaBoa.com.br',
  phone: '(11) 98765-4321',
  employees: 120,
};

const send = (payload: unknown, ip = '203.0.113.10') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/leads',
    payload: payload as object,
    remoteAddress: ip,
  });
const list = (token?: string, query: Record<string, string> = {}) =>
  call('GET', `/leads${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, token);

describe('POST /leads', () => {
  it('stores a lead sent without an account (201), e-mail lower-cased and phone in digits', async () => {
    ctx.setNow('2026-03-02T12:00:00.000Z');
    const res = await send(valid, '203.0.113.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      uuid: expect.any(String),
      createdAt: '2026-03-02T09:00:00.000-03:00',
    });
    const items = (await list(admin.token)).json();
    expect(items[0]).toMatchObject({
      name: 'Marina Souza',
      company: 'Empresa Boa Ltda.',
      email: 'marina@empresaboa.com.br',
      phone: '11987654321',
      employees: 120,
    });
    expect(items[0]).not.toHaveProperty('sourceHash');
  });

  it('refuses invalid data with the pt-BR messages (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '' }, 'Campo obrigatório'],
      [{ ...valid, company: '   ' }, 'Campo obrigatório'],
      [{ ...valid, email: 'nao-e-email' }, 'E-mail inválido'],
      [{ ...valid, phone: '1234' }, 'Telefone inválido'],
      [{ ...valid, employees: 0 }, 'Informe um número entre 1 e 1.000.000'],
      [{ ...valid, employees: 2.5 }, 'Informe o número de colaboradores'],
      [{ ...valid, employees: undefined }, 'Campo obrigatório'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload, '203.0.113.2');
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('allows 5 per address per hour, then 429; another address is not affected; an hour later it is allowed again', async () => {
    ctx.setNow('2026-03-03T12:00:00.000Z');
    for (let i = 0; i < 5; i++) expect((await send(valid, '198.51.100.7')).statusCode).toBe(201);
    const refused = await send(valid, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    expect((await send(valid, '198.51.100.8')).statusCode).toBe(201);
    ctx.setNow('2026-03-03T13:00:01.000Z');
    expect((await send(valid, '198.51.100.7')).statusCode).toBe(201);
  });

  it('counts simultaneous requests from one address together', async () => {
    ctx.setNow('2026-03-04T12:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(valid, '198.51.100.9')));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});

describe('GET /leads', () => {
  it('lists newest first, a page at a time, each naming the next (decision 1211)', async () => {
    const first = await list(admin.token, { limit: '2' });
    expect(first.json()).toHaveLength(2);
    const times = first.json().map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
    const cursor = new URLSearchParams(
      (first.headers.link as string).match(/^<[^?]+\?([^>]+)>; rel="next"$/)![1],
    ).get('cursor')!;
    const second = await list(admin.token, { limit: '2', cursor });
    expect(second.json()).toHaveLength(2);
    const seen = [...first.json(), ...second.json()].map((l: { uuid: string }) => l.uuid);
    expect(new Set(seen).size).toBe(4);
    expect(Date.parse(second.json()[0].createdAt)).toBeLessThanOrEqual(times[1]);
    // Every lead, page after page, once each; the last page names no next one.
    let url: string | undefined = '/api/leads?limit=3';
    const all: string[] = [];
    while (url) {
      const next: string = url;
      const res = await ctx.app.inject({ method: 'GET', url: next, headers: bearer(admin.token) });
      all.push(...res.json().map((l: { uuid: string }) => l.uuid));
      url = (res.headers.link as string | undefined)?.match(/^<([^>]+)>; rel="next"$/)?.[1];
    }
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all).size).toBe(all.length);
    expect((await list(admin.token, { cursor: 'x' })).json()).toMatchObject({
      message: 'Cursor inválido',
    });
  });

  it('401 without a token; 403 for the company, a collaborator and a psychologist', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const token of [
      (await makeCompany(ctx)).token,
      (await makeCollaborator(ctx)).token,
      (await makePsychologist(ctx)).token,
    ]) {
      const res = await list(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });
});
