import fs from 'node:fs';
import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { expectNoA11yViolations } from '../support/a11y';
import { randomCpf, uniqueSuffix } from '../support/documents';

// decision 1414: HR's spreadsheet with the pt-BR header (accents, any case) is read, and a row with
// several problems shows every one of them, on the page and in the refused rows' report.

test('HR imports a CSV with a pt-BR header; a row with four errors lists all four', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const suffix = uniqueSuffix();
  const { token } = await apiToken(baseURL!, 'company', DEMO.company);
  const sector = `Atendimento ${suffix}`;
  const created = await fetch(`${baseURL}/api/sectors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: sector }),
  });
  expect(created.status).toBe(201);

  const lines = [
    'Nome;CPF;E-mail;Telefone;Nascimento;Gênero;SETOR',
    `Pessoa Boa ${suffix};${randomCpf()};boa.${suffix}@empresa-demo.com.br;(11) 98765-4321;15/04/1990;Feminino;${sector}`,
    `Pessoa Ruim ${suffix};111.111.111-11;sem-arroba;(11) 98765-4321;31/02/1990;Feminino;Setor Fantasma`,
  ];

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(AS.hr);
  await page.goto('/company/app/import-collaborators');
  await expect(page.getByRole('heading', { name: 'Importar colaboradores' })).toBeVisible();
  await expect(page.getByText('nome,cpf,email,telefone,nascimento,genero,setor')).toBeVisible();
  await page.locator('#collaborator-import-file').setInputFiles({
    name: 'planilha-rh.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });

  await expect(page.getByRole('heading', { name: 'Confira antes de importar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusadas (1)' })).toBeVisible();
  const errors = page.getByRole('list', { name: 'Erros da linha 3' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'CPF: CPF inválido',
    'E-mail: E-mail inválido',
    'Data de nascimento: Data inválida',
    'Setor: Setor não encontrado',
  ]);
  await expectNoA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório das recusadas' }).click();
  const report = fs.readFileSync((await (await download).path())!, 'utf8');
  const reportLines = report.trim().split('\r\n');
  expect(reportLines).toHaveLength(2);
  expect(reportLines[0]).toContain('"nome";"cpf";"email";"telefone";"nascimento";"genero";"setor"');
  expect(reportLines[1]).toContain(
    '"3";"CPF: CPF inválido; E-mail: E-mail inválido; Data de nascimento: Data inválida; Setor: Setor não encontrado"',
  );

  await page.getByRole('button', { name: 'Importar 1 colaborador', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 colaborador importado' })).toBeVisible();
});
