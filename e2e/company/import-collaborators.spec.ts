import fs from 'node:fs';
import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { expectNoA11yViolations } from '../support/a11y';
import { randomCpf, uniqueSuffix } from '../support/documents';

// domain.md §19, decisions 1207 and 1208: HR imports a CSV of 200 rows with 3 bad ones, sees each
// row's result and the refused rows' report, imports the 197 and finds them in their sectors with
// 'Convite enviado'.

test('HR imports 200 collaborators from a CSV, 3 refused, and the 197 appear invited', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const { token } = await apiToken(baseURL!, 'company', DEMO.company);
  const sectorNames = [`Importação A ${suffix}`, `Importação B ${suffix}`];
  const sectorUuids: string[] = [];
  for (const name of sectorNames) {
    const res = await fetch(`${baseURL}/api/sectors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBe(201);
    sectorUuids.push(((await res.json()) as { uuid: string }).uuid);
  }

  // 200 rows over the two sectors (one written without accents or case), 3 of them bad.
  const expected = [0, 0];
  const cpfs = new Set<string>();
  const lines = ['name,document,email,phone,birthdate,gender,sector'];
  for (let i = 0; i < 200; i++) {
    let cpf = randomCpf();
    while (cpfs.has(cpf)) cpf = randomCpf();
    cpfs.add(cpf);
    const s = i % 2;
    let sector =
      s === 0 ? sectorNames[0] : sectorNames[1].toUpperCase().replace('Ç', 'C').replace('Ã', 'A');
    let document = cpf;
    let email = `importada.${suffix}.${i}@empresa-demo.com.br`;
    if (i === 10) document = '111.111.111-11';
    else if (i === 51) sector = 'Setor Fantasma';
    else if (i === 120) email = 'sem-arroba.empresa-demo.com.br';
    else expected[s]++;
    lines.push(
      `Pessoa Importada ${suffix} ${i},${document},${email},(11) 98765-4321,15/04/1990,${i % 3 ? 'Feminino' : 'Masculino'},${sector}`,
    );
  }

  await signedInAs(AS.hr);
  await page.goto('/company/app/sectors');
  await page.getByRole('link', { name: 'Importar colaboradores' }).click();
  await expect(page.getByRole('heading', { name: 'Importar colaboradores' })).toBeVisible();
  await page.locator('#collaborator-import-file').setInputFiles({
    name: 'pessoas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });

  // The preview: every row checked, nothing created yet.
  await expect(page.getByRole('heading', { name: 'Confira antes de importar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusadas (3)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Todas (200)' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Recusadas (3)' }).click();
  const table = page.locator('table');
  await expect(table.getByText('CPF: CPF inválido')).toBeVisible();
  await expect(table.getByText('Setor: Setor não encontrado')).toBeVisible();
  await expect(table.getByText('E-mail: E-mail inválido')).toBeVisible();

  await page.getByRole('button', { name: 'Importar 197 colaboradores' }).click();
  await expect(page.getByRole('heading', { name: '197 colaboradores importados' })).toBeVisible();

  // The report of the refused rows: the file's columns, the line and the reason.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório das recusadas' }).click();
  const report = fs.readFileSync((await (await download).path())!, 'utf8');
  const reportLines = report.trim().split('\r\n');
  expect(reportLines).toHaveLength(4);
  expect(reportLines[0]).toContain('"linha";"motivo"');
  expect(report).toContain('"12";"CPF: CPF inválido"');
  expect(report).toContain('"53";"Setor: Setor não encontrado"');
  expect(report).toContain('"122";"E-mail: E-mail inválido"');

  // The 197 in their sectors, each 'Convite enviado' until they set a password.
  for (const [i, uuid] of sectorUuids.entries()) {
    await page.goto(`/company/app/sectors/${uuid}`);
    await expect(page.getByText(`${expected[i]} colaboradores`)).toBeVisible();
    await expect(table.getByText('Convite enviado', { exact: true })).toHaveCount(expected[i]);
    await expect(table.getByText('Ativo', { exact: true })).toHaveCount(0);
  }
  expect(expected[0] + expected[1]).toBe(197);

  // 'Reenviar convite' sends a new link.
  await page
    .getByRole('button', {
      name: new RegExp(`^Reenviar convite para Pessoa Importada ${suffix} 1$`, 'i'),
    })
    .first()
    .click();
  await expect(
    page.getByText(`Convite reenviado para importada.${suffix}.1@empresa-demo.com.br`),
  ).toBeVisible();
});
