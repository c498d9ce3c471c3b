import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { DEMO, apiToken } from '../support/auth';
import { signInAs as signIn } from './sign-in';
import { formatName } from '@acolher/contracts/format';
import { randomCnpj, randomCpf, uniqueSuffix } from '../support/documents';

const toast = (page: Page, text: string) =>
  expect(
    page.getByRole('region', { name: /Notificações/ }).getByText(text, { exact: true }),
  ).toBeVisible();

async function rowMenu(page: Page, name: string) {
  await page
    .getByRole('button', { name: `Ações ${name}` })
    .filter({ visible: true })
    .click();
}

test('the administrator creates a company, a sector and a collaborator, grants credits, the collaborator signs in, then is deleted', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const id = uniqueSuffix();
  const companyName = `Acme ${id}`;
  const sectorName = `Suporte ${id}`;
  const person = { name: `Paula Souza ${id}`, email: `paula.${id}@acme.com.br` };

  await signedInAs(AS.admin);
  await page.getByRole('link', { name: 'Empresas' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Empresas', level: 1 })).toBeVisible();

  // Company: every field of the dialog, the CNPJ masked while typing.
  await page.getByRole('button', { name: 'Adicionar empresa' }).click();
  const companyDialog = page.getByRole('dialog', { name: 'Adicionar empresa' });
  await companyDialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(companyDialog.getByText('Campo obrigatório').first()).toBeVisible();
  await companyDialog.getByLabel('Nome').fill(companyName);
  await companyDialog.getByLabel('CNPJ').pressSequentially(randomCnpj());
  await expect(companyDialog.getByLabel('CNPJ')).toHaveValue(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  await companyDialog.getByLabel('Razão social').fill(`${companyName} Ltda.`);
  await companyDialog.getByLabel('E-mail').fill(`rh.${id}@acme.com.br`);
  await companyDialog.getByLabel('Link do plano de ação').fill('https://acme.example/plano');
  await companyDialog.getByLabel('Link do dashboard').fill('https://acme.example/painel');
  await companyDialog.getByLabel('ID do formulário').fill('builtin');
  await companyDialog.getByLabel('Título do formulário').fill('Radar do bem-estar');
  await companyDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Empresa adicionada com sucesso');
  await expect(companyDialog).toBeHidden();

  await page.getByLabel('Filtrar empresas').fill(id);
  await page.getByRole('link', { name: companyName }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  await expect(page.getByText('Não há setores vinculados à esta empresa.')).toBeVisible();

  // Sector.
  await page.getByRole('button', { name: 'Adicionar setor' }).click();
  const sectorDialog = page.getByRole('dialog', { name: 'Adicionar setor' });
  await sectorDialog.getByLabel('Nome do setor').fill(sectorName);
  await sectorDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Setor adicionado com sucesso.');
  await page.getByRole('link', { name: sectorName }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: sectorName })).toBeVisible();
  await expect(page.getByText('Não há colaboradores vinculados a este setor')).toBeVisible();

  // Collaborator: masks, the birth date picker, 'Feminino'.
  await page.getByRole('button', { name: 'Adicionar colaborador' }).click();
  const personDialog = page.getByRole('dialog', { name: 'Adicionar colaborador' });
  await personDialog.getByLabel('Nome').fill(person.name);
  await personDialog.getByLabel('CPF').pressSequentially(randomCpf());
  await expect(personDialog.getByLabel('CPF')).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await personDialog.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(personDialog.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await personDialog.getByLabel('E-mail').fill(person.email);
  await personDialog.getByLabel('Data de nascimento').click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await calendar.getByRole('combobox', { name: /Ano|Year/i }).selectOption('1990');
  await calendar.getByRole('combobox', { name: /Mês|Month/i }).selectOption({ index: 4 });
  await calendar.getByRole('gridcell', { name: '15' }).getByRole('button').click();
  await expect(personDialog.getByLabel('Data de nascimento')).toContainText('15/05/1990');
  await personDialog.getByLabel('Gênero').click();
  await page.getByRole('option', { name: 'Feminino' }).click();
  await personDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Colaborador adicionado com sucesso');
  await expect(personDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('0');

  // Credits to the sector from the company page; the sector page shows the new count.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await rowMenu(page, `do setor ${sectorName}`);
  await page.getByRole('menuitem', { name: 'Adicionar créditos' }).click();
  const creditsDialog = page.getByRole('dialog', { name: 'Adicionar créditos' });
  await creditsDialog.getByLabel('Quantidade de créditos').fill('3');
  await creditsDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Créditos adicionados com sucesso');
  await expect(page.getByText('1 colaborador recebeu 3 créditos.')).toBeVisible();
  await page.getByRole('link', { name: sectorName }).filter({ visible: true }).click();
  await expect(
    page.getByRole('row').filter({ hasText: person.email }).getByLabel('3 créditos'),
  ).toBeVisible();

  // The invitation, read from the outbox, lets the collaborator choose a password and sign in.
  const admin = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const outbox = (await (
    await fetch(`${baseURL}/api/outbox`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as { recipient: string; kind: string; body: string }[];
  const invite = outbox.find((m) => m.recipient === person.email && m.kind === 'invitation');
  const link = /https?:\/\/\S+token=[\w-]+/.exec(invite?.body ?? '')?.[0];
  expect(link).toBeTruthy();
  const collaborator = await page.context().browser()!.newContext({ baseURL });
  const collaboratorPage = await collaborator.newPage();
  await collaboratorPage.goto(new URL(link!).pathname + new URL(link!).search);
  await collaboratorPage
    .getByRole('textbox', { name: 'Nova senha', exact: true })
    .fill('senha-da-paula');
  await collaboratorPage
    .getByRole('textbox', { name: 'Repita a nova senha', exact: true })
    .fill('senha-da-paula');
  await collaboratorPage.getByRole('button', { name: 'Definir senha' }).click();
  await expect(collaboratorPage).toHaveURL(/\/collaborator\/auth\/sign-in/);
  await signIn(collaboratorPage, 'collaborator', person.email, 'senha-da-paula');
  await collaborator.close();

  // Delete after confirming.
  await rowMenu(page, `de ${person.name}`);
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Tem certeza de que deseja excluir ${formatName(person.name)}? Esta ação não poderá ser desfeita.`,
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Colaborador excluído com sucesso');
  await expect(page.getByText('Não há colaboradores vinculados a este setor')).toBeVisible();
});
