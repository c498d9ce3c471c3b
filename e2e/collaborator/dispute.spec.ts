import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { DEMO, signIn } from '../support/auth';
import { signInCollaborator } from './collaborator-session';

const credits = (page: import('@playwright/test').Page) =>
  page.getByText('Créditos disponíveis').locator('xpath=following-sibling::*[1]');

test("Ana contests her no-show from the history; the administrator refunds it on 'Contestações'; Ana sees 'Reembolsada' and the credit back", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // two people, three axe scans on a shared machine
  await signInCollaborator(page, DEMO.ana);
  await expect(credits(page)).toHaveText(/^\d+$/);
  const before = Number(await credits(page).textContent());

  // The seeded session Ana missed, still inside the 48 hours.
  await page.getByRole('link', { name: 'Minhas sessões' }).first().click();
  const card = page
    .getByRole('list', { name: 'Atendimentos' })
    .getByRole('listitem')
    .filter({ hasText: 'Não compareceu' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Contestar sessão de / }).click();
  const dialog = page.getByRole('dialog', { name: 'Contestar sessão' });
  await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  const reason = 'Entrei na sala no horário, mas a conexão caiu e não consegui voltar.';
  await dialog.getByLabel(/^O que aconteceu\?/).fill(reason);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(page.getByText('Contestação enviada. O administrador vai analisar.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The administrator reads it with the attendance record and refunds it.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'administrator', DEMO.admin);
  await admin.getByRole('link', { name: 'Contestações' }).first().click();
  const open = admin
    .getByRole('list', { name: 'Contestações abertas' })
    .getByRole('listitem')
    .filter({ hasText: 'Ana Beatriz Souza' });
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(reason);
  await expect(open).toContainText('Falta do colaborador');
  await expect(open).toContainText('Colaborador:não entrou na sala');
  await expect(open).toContainText(/Psicólogo:entrou às \d{2}:\d{2}, saiu às \d{2}:\d{2}/);
  await expectNoA11yViolations(admin);
  await open.getByRole('button', { name: 'Reembolsar Ana Beatriz Souza' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Reembolsar sessão?' });
  await resolve.getByLabel(/^Observação/).fill('Falha de conexão confirmada pelo suporte.');
  await resolve.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(admin.getByText('Contestação resolvida.')).toBeVisible();
  await expect(admin.getByText('Nenhuma contestação aberta.')).toBeVisible();
  await context.close();

  // Ana: the session refunded, the credit back.
  await page.reload();
  const refunded = page
    .getByRole('list', { name: 'Atendimentos' })
    .getByRole('listitem')
    .filter({ hasText: 'Reembolsada' });
  await expect(refunded).toHaveCount(1);
  await expect(refunded.getByRole('button', { name: /^Contestar/ })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Atendimentos' }).getByText('Não compareceu'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(credits(page)).toHaveText(String(before + 1));
});
