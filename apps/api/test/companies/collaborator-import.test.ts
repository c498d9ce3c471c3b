import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { csv, HEADER, postImport, row } from '../helpers/csv-import.ts';
import { fileKit } from '../helpers/file-app.ts';
import {
  makeCollaborator,
  makeCompany,
  makePsychologist,
  makeSector,
  makeCompanyWithSector,
} from '../helpers/factories.ts';

// domain.md §19, decision 1207: POST /collaborators/import — each row's result, only valid rows
// created (one transaction, each with its invitation), sectors by name within the company.

const { ctx, admin, call } = fileKit();
let company: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  company = await makeCompany(ctx);
  await makeSector(ctx, company.uuid, 'Recursos Humanos');
  await makeSector(ctx, company.uuid, 'Tecnologia da Informação');
});

async function collaboratorsOf(companyUuid: string) {
  return ctx.db.select().from(s.collaborators).where(eq(s.collaborators.companyUuid, companyUuid));
}
async function totals() {
  const [[c], [t], [o], [a]] = await Promise.all([
    ctx.db.select({ n: count() }).from(s.collaborators),
    ctx.db.select({ n: count() }).from(s.oneTimeTokens),
    ctx.db.select({ n: count() }).from(s.outbox),
    ctx.db
      .select({ n: count() })
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'collaborators.import')),
  ]);
  return { collaborators: c.n, tokens: t.n, outbox: o.n, audits: a.n };
}

describe('POST /collaborators/import as the company', () => {
  it('creates every valid row with its invitation; sectors matched without accents or case', async () => {
    const file = csv(
      row('recursos humanos', { name: 'Maria da Silva', email: 'Maria.Silva@Empresa.com.br' }),
      row('TECNOLOGIA DA INFORMACAO', { gender: 'M', birthdate: '1985-12-01' }),
      row('  Tecnologia   da informação ', { gender: 'female', birthdate: '5/3/1979' }),
    );
    const res = await postImport(ctx, company.token, file);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: false, total: 3, acceptedCount: 3, refusedCount: 0 });
    expect(body.rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
    ]);
    const people = await collaboratorsOf(company.uuid);
    const maria = people.find((p) => p.name === 'Maria da Silva')!;
    expect(maria).toMatchObject({
      email: 'maria.silva@empresa.com.br',
      phone: '11987654321',
      birthdate: '1990-04-15',
      gender: 'female',
      passwordHash: null,
      credits: 0,
    });
    expect(maria.document).toMatch(/^\d{11}$/);
    const third = people.find((p) => p.birthdate === '1979-03-05')!;
    expect(third.gender).toBe('female');
    const sectors = await ctx.db
      .select()
      .from(s.sectors)
      .where(eq(s.sectors.companyUuid, company.uuid));
    const ti = sectors.find((x) => x.name === 'Tecnologia da Informação')!;
    expect(third.sectorUuid).toBe(ti.uuid);

    // The invitation of POST /collaborators, one per person, with a 7-day link.
    const mails = await ctx.db
      .select()
      .from(s.outbox)
      .where(
        inArray(
          s.outbox.relatedUuid,
          people.map((p) => p.uuid),
        ),
      );
    expect(mails).toHaveLength(3);
    const toMaria = mails.find((m) => m.recipient === 'maria.silva@empresa.com.br')!;
    expect(toMaria).toMatchObject({ kind: 'invitation', channel: 'email', status: 'pending' });
    expect(toMaria.subject).toBe('Bem-vindo(a) ao Acolher: crie sua senha');
    expect(toMaria.body).toMatch(/^Olá, Maria! Sua conta no Acolher foi criada\./);
    const token = /token=([A-Za-z0-9_-]+)/.exec(toMaria.body)![1];

    // The link works: Maria sets her password and her record says 'active'.
    const reset = await call('POST', '/auth/reset-password', undefined, {
      token,
      password: 'senha-nova-1',
    });
    expect(reset.statusCode).toBe(200);
    const sector = await call(
      'GET',
      `/sectors/${sectors.find((x) => x.name === 'Recursos Humanos')!.uuid}`,
      company.token,
    );
    expect(
      sector.json().collaborators.find((p: { email: string }) => p.email === maria.email),
    ).toMatchObject({ invitationStatus: 'active' });

    const [audit] = await ctx.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.action, 'collaborators.import'), eq(s.auditLog.targetUuid, company.uuid)),
      );
    expect(audit).toMatchObject({ actorRole: 'company', actorUuid: company.uuid });
    expect(audit.details).toEqual({ created: 3, refused: 0 });
  });

  it('refuses each bad row with the messages of POST /collaborators and creates the others', async () => {
    const other = await makeCompany(ctx);
    await makeSector(ctx, other.uuid, 'Financeiro');
    const existing = await makeCollaborator(ctx, { companyUuid: other.uuid });
    const repeatedCpf = formatCpf(generateCpf());
    const lines: [string, string | null, string | null][] = [
      [row('Recursos Humanos', { name: '' }), 'Campo obrigatório', 'name'],
      [row('Recursos Humanos', { document: '123.456.789-00' }), 'CPF inválido', 'document'],
      [row('Recursos Humanos', { email: 'sem-arroba.com' }), 'E-mail inválido', 'email'],
      [row('Recursos Humanos', { phone: '1234' }), 'Telefone inválido', 'phone'],
      [row('Recursos Humanos', { birthdate: '31/02/1990' }), 'Data inválida', 'birthdate'],
      [
        row('Recursos Humanos', { birthdate: '01/01/2999' }),
        'Data de nascimento inválida',
        'birthdate',
      ],
      [
        row('Recursos Humanos', { gender: 'outro' }),
        'Gênero inválido: use Masculino ou Feminino',
        'gender',
      ],
      [row('Recursos Humanos', { gender: '' }), 'Campo obrigatório', 'gender'],
      [row('Marketing'), 'Setor não encontrado', 'sector'],
      // Another company's sector is no sector of this company.
      [row('Financeiro'), 'Setor não encontrado', 'sector'],
      [
        row('Recursos Humanos', { document: repeatedCpf }),
        'CPF repetido no arquivo (linhas 12 e 13)',
        'document',
      ],
      [
        row('Recursos Humanos', { document: repeatedCpf }),
        'CPF repetido no arquivo (linhas 12 e 13)',
        'document',
      ],
      [
        row('Recursos Humanos', { email: 'dupla@empresa.com.br' }),
        'E-mail repetido no arquivo (linhas 14 e 15)',
        'email',
      ],
      [
        row('Recursos Humanos', { email: 'DUPLA@empresa.com.br' }),
        'E-mail repetido no arquivo (linhas 14 e 15)',
        'email',
      ],
      [row('Recursos Humanos', { document: existing.document }), 'CPF já cadastrado', 'document'],
      [row('Recursos Humanos', { email: existing.email }), 'E-mail já cadastrado', 'email'],
      [
        row('Recursos Humanos', { name: 'Nome\u0007Sino' }),
        'O texto contém caracteres não permitidos',
        'name',
      ],
      [row('Recursos Humanos', { name: 'Válida Um' }), null, null],
      [row('Recursos Humanos', { name: 'Válida Dois' }), null, null],
    ];
    const before = await totals();
    const res = await postImport(ctx, company.token, csv(...lines.map((l) => l[0])));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total: lines.length,
      acceptedCount: 2,
      refusedCount: lines.length - 2,
    });
    lines.forEach(([, message, field], i) => {
      expect(body.rows[i], `line ${i + 2}`).toMatchObject({
        line: i + 2,
        status: message ? 'refused' : 'created',
        message,
        field,
      });
    });
    expect(body.rows[1].values.document).toBe('123.456.789-00');
    const after = await totals();
    expect(after.collaborators - before.collaborators).toBe(2);
    expect(after.tokens - before.tokens).toBe(2);
    expect(after.outbox - before.outbox).toBe(2);
  });

  it('reads a file saved by Excel in pt-BR: ";" between fields, Windows-1252, quotes', async () => {
    const text = [
      HEADER.replaceAll(',', ';'),
      row('Tecnologia da Informação', { name: 'João Conceição' }).replaceAll(',', ';'),
      `"Ana ""Aninha"" Souza";${formatCpf(generateCpf())};ana.souza.excel@empresa.com.br;11 98765-4321;02/02/1992;F;"Recursos Humanos"`,
    ].join('\r\n');
    const res = await postImport(ctx, company.token, Buffer.from(text, 'latin1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acceptedCount: 2, refusedCount: 0 });
    const names = (await collaboratorsOf(company.uuid)).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['João Conceição', 'Ana "Aninha" Souza']));
  });

  it('previews with ?dryRun=true: the same results, nothing created', async () => {
    const before = await totals();
    const file = csv(row('Recursos Humanos'), row('Inexistente'));
    const res = await postImport(ctx, company.token, file, { dryRun: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, acceptedCount: 1, refusedCount: 1 });
    expect(res.json().rows.map((r: { status: string }) => r.status)).toEqual(['valid', 'refused']);
    expect(await totals()).toEqual(before);
  });

  it('creates nothing when the transaction fails mid-way (a row refused by the database)', async () => {
    await ctx.db.execute(sql`
      create or replace function import_test_fail() returns trigger language plpgsql as $$
      begin
        if new.name = 'Falha Proposital' then raise exception 'falha proposital'; end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger import_test_fail before insert on collaborators
      for each row execute function import_test_fail()`);
    try {
      const before = await totals();
      const file = csv(
        row('Recursos Humanos'),
        row('Recursos Humanos'),
        row('Recursos Humanos', { name: 'Falha Proposital' }),
        row('Recursos Humanos'),
      );
      const res = await postImport(ctx, company.token, file);
      expect(res.statusCode).toBe(500);
      expect(await totals()).toEqual(before);
    } finally {
      await ctx.db.execute(sql`drop trigger import_test_fail on collaborators`);
    }
  });
});

describe('POST /collaborators/import: the file', () => {
  const expectRefusal = async (content: string | Buffer, status: number, message: string) => {
    const before = await totals();
    const res = await postImport(ctx, company.token, content);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await totals()).toEqual(before);
  };

  it('refuses more than 10,000 rows (400) and more than 5 MB (413), creating nothing', async () => {
    const many = csv(...Array.from({ length: 10_001 }, () => row('Recursos Humanos')));
    await expectRefusal(
      many,
      400,
      'O arquivo deve ter no máximo 10.000 colaboradores (linhas além do cabeçalho).',
    );
    const big = csv(row('Recursos Humanos', { name: 'A'.repeat(5 * 1024 * 1024) }));
    await expectRefusal(big, 413, 'O arquivo deve ter no máximo 5MB.');
  });

  it('refuses a wrong header, an empty file, unclosed quotes and binary content (400)', async () => {
    const header =
      'Cabeçalho inválido. A primeira linha deve ser: nome,cpf,email,telefone,nascimento,genero,setor (ou name,document,email,phone,birthdate,gender,sector)';
    await expectRefusal('nome,cpf,email\r\nAna,1,a@b.c\r\n', 400, header);
    await expectRefusal(
      `${HEADER}\r\n\r\n`,
      400,
      'O arquivo não tem nenhum colaborador abaixo do cabeçalho.',
    );
    await expectRefusal(
      `${HEADER}\r\n"Ana,123,a@b.c,1,1,F,RH\r\n`,
      400,
      'O arquivo não é um CSV válido: aspas sem fechamento na linha 2.',
    );
    await expectRefusal(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
      400,
      'O arquivo não é um CSV válido.',
    );
  });

  it('asks for a file when the request carries none (400)', async () => {
    const res = await call('POST', '/collaborators/import', company.token, { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Envie um arquivo CSV.');
  });
});

describe('POST /collaborators/import: who may', () => {
  it('refuses no token (401), collaborators and psychologists (403)', async () => {
    const file = csv(row('Recursos Humanos'));
    expect((await postImport(ctx, undefined, file)).statusCode).toBe(401);
    const person = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const psychologist = await makePsychologist(ctx);
    for (const token of [person.token, psychologist.token]) {
      const res = await postImport(ctx, token, file);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Acesso negado');
    }
  });

  it('refuses a company naming another company (403), creating nothing', async () => {
    const other = await makeCompany(ctx);
    await makeSector(ctx, other.uuid, 'Recursos Humanos');
    const before = await totals();
    const res = await postImport(ctx, company.token, csv(row('Recursos Humanos')), {
      companyUuid: other.uuid,
    });
    expect(res.statusCode).toBe(403);
    expect(await totals()).toEqual(before);
    expect(await collaboratorsOf(other.uuid)).toHaveLength(0);
  });

  it('lets the administrator import into the company it names, and only there', async () => {
    const file = csv(row('Recursos Humanos'));
    const missing = await postImport(ctx, admin.token, file);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Informe a empresa que recebe os colaboradores.');
    const unknown = await postImport(ctx, admin.token, file, {
      companyUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Empresa não encontrada');

    const { company: target, sector } = await makeCompanyWithSector(ctx, {}, 'Operações');
    const res = await postImport(ctx, admin.token, csv(row('operacoes'), row('Recursos Humanos')), {
      companyUuid: target.uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().rows.map((r: { status: string; message: string | null }) => r.message),
    ).toEqual([null, 'Setor não encontrado']);
    const people = await collaboratorsOf(target.uuid);
    expect(people).toHaveLength(1);
    expect(people[0].sectorUuid).toBe(sector.uuid);
  });
});
