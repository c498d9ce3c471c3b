import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { postImport } from '../helpers/csv-import.ts';
import { makeCollaborator, makeCompany, makeSector } from '../helpers/factories.ts';

// decision 1414: the import reads the pt-BR header too, and a refused row lists every error it has
// (each column's first), in the file's column order.

let ctx: TestContext;
let company: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  company = await makeCompany(ctx);
  await makeSector(ctx, company.uuid, 'Recursos Humanos');
});
afterAll(() => ctx.close());

const collaboratorsOf = async (companyUuid: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(s.collaborators)
      .where(eq(s.collaborators.companyUuid, companyUuid))
  )[0].n;

describe('POST /collaborators/import: pt-BR header, every error of a row', () => {
  it('reads nome,cpf,email,telefone,nascimento,genero,setor (accents and case ignored)', async () => {
    const cpf = formatCpf(generateCpf());
    const file = [
      'Setor;NOME;Cpf;E-mail;Telefone;Nascimento;Gênero',
      `recursos humanos;Joana Prado;${cpf};joana.prado@empresa.com.br;(11) 98765-4321;15/04/1990;Feminino`,
    ].join('\r\n');
    const before = await collaboratorsOf(company.uuid);
    const res = await postImport(ctx, company.token, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acceptedCount: 1, refusedCount: 0 });
    expect(res.json().rows[0]).toMatchObject({
      status: 'created',
      message: null,
      field: null,
      errors: [],
      values: { name: 'Joana Prado', sector: 'recursos humanos', gender: 'Feminino' },
    });
    expect((await collaboratorsOf(company.uuid)) - before).toBe(1);
  });

  it('lists every error of a row: the schema, the file, the sector and the database', async () => {
    const existing = await makeCollaborator(ctx, { companyUuid: company.uuid });
    const repeated = formatCpf(generateCpf());
    const file = [
      'nome,cpf,email,telefone,nascimento,genero,setor',
      // Line 2: a bad name, phone, date and gender, an e-mail already registered, an unknown sector.
      `,${formatCpf(generateCpf())},${existing.email},1234,31/02/1990,outro,Marketing`,
      // Lines 3 and 4: the same CPF, and line 3 an invalid e-mail too.
      `Pessoa Três,${repeated},sem-arroba,(11) 98765-4321,15/04/1990,F,Recursos Humanos`,
      `Pessoa Quatro,${repeated},quatro@empresa.com.br,(11) 98765-4321,15/04/1990,F,Recursos Humanos`,
      // Line 5: the CPF already registered and an unknown sector.
      `Pessoa Cinco,${existing.document},cinco@empresa.com.br,(11) 98765-4321,15/04/1990,M,Vendas`,
    ].join('\r\n');
    const before = await collaboratorsOf(company.uuid);
    for (const dryRun of ['true', 'false']) {
      const res = await postImport(ctx, company.token, file, { dryRun });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 4, acceptedCount: 0, refusedCount: 4 });
      expect(body.rows[0]).toMatchObject({
        line: 2,
        status: 'refused',
        message: 'Campo obrigatório',
        field: 'name',
      });
      expect(body.rows[0].errors).toEqual([
        { field: 'name', message: 'Campo obrigatório' },
        { field: 'email', message: 'E-mail já cadastrado' },
        { field: 'phone', message: 'Telefone inválido' },
        { field: 'birthdate', message: 'Data inválida' },
        { field: 'gender', message: 'Gênero inválido: use Masculino ou Feminino' },
        { field: 'sector', message: 'Setor não encontrado' },
      ]);
      expect(body.rows[1].errors).toEqual([
        { field: 'document', message: 'CPF repetido no arquivo (linhas 3 e 4)' },
        { field: 'email', message: 'E-mail inválido' },
      ]);
      expect(body.rows[2].errors).toEqual([
        { field: 'document', message: 'CPF repetido no arquivo (linhas 3 e 4)' },
      ]);
      expect(body.rows[3].errors).toEqual([
        { field: 'document', message: 'CPF já cadastrado' },
        { field: 'sector', message: 'Setor não encontrado' },
      ]);
    }
    expect(await collaboratorsOf(company.uuid)).toBe(before);
  });
});
