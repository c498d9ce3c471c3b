import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { csv, postImport, row } from '../helpers/csv-import.ts';
import { fileApp } from '../helpers/file-app.ts';
import { makeCollaborator, makeCompany, makeSector } from '../helpers/factories.ts';

// docs/domain.md §19, the collaborator import, as the audit asked: an import's dry run says 'CPF já cadastrado' or 'E-mail já cadastrado' without naming or implying
// the company that holds the person: the same answer whether the person is the importing
// company's own or another company's.

const ctx = fileApp();

describe("an import's dry run and people of other companies", () => {
  it('answers the same for a CPF or e-mail held here and elsewhere, naming no company', async () => {
    const importer = await makeCompany(ctx, { name: 'Importadora Ltda' });
    const sector = await makeSector(ctx, importer.uuid, 'Recursos Humanos');
    const other = await makeCompany(ctx, { name: 'Outra Empresa Secreta' });
    const own = await makeCollaborator(ctx, {
      companyUuid: importer.uuid,
      sectorUuid: sector.uuid,
    });
    const elsewhere = await makeCollaborator(ctx, { companyUuid: other.uuid });

    const file = csv(
      row('Recursos Humanos', { document: formatCpf(own.document) }),
      row('Recursos Humanos', { document: formatCpf(elsewhere.document) }),
      row('Recursos Humanos', { email: own.email }),
      row('Recursos Humanos', { email: elsewhere.email }),
    );
    const res = await postImport(ctx, importer.token, file, { dryRun: 'true' });
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { rows: { status: string; message: string | null }[] }).rows;
    expect(rows.map((r) => [r.status, r.message])).toEqual([
      ['refused', 'CPF já cadastrado'],
      ['refused', 'CPF já cadastrado'],
      ['refused', 'E-mail já cadastrado'],
      ['refused', 'E-mail já cadastrado'],
    ]);
    const text = res.body;
    for (const secret of [other.uuid, 'Outra Empresa Secreta', elsewhere.uuid, elsewhere.name])
      expect(text).not.toContain(secret);
  });
});
