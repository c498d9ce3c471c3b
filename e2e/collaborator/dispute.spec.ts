import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { DEMO, signIn } from '../support/auth';
import { signInCollaborator } from './collaborator-session';

const credits = (page: Page) =>
  page.getByText('Créditos disponíveis').locator('xpath=following-sibling::*[1]');

/** JOURNEY_SHOTS=<dir>: the page with the card at 390 px and 1280 px, for a person to look at (decision 1412). */
async function shoot(page: Page, name: string, target: Locator) {
  const dir = process.env.JOURNEY_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // The whole page: the card where the person finds it, the phone's tab bar not over it.
    await expect(target).toBeVisible();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("Ana contests her no-show from the history and reads 'Contestação em análise'; the administrator refunds it on 'Contestações'; Ana sees 'Reembolsada', the outcome, the justification and the credit back", async ({
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
  // The card says so and offers no second 'Contestar', also after a reload (decision 1412).
  await expect(card.getByRole('group', { name: 'Contestação em análise' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Contestar/ })).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('group', { name: 'Contestação em análise' })).toBeVisible();
  await expect(card).toContainText('A administração analisa o que aconteceu');
  await expect(card.getByRole('button', { name: /^Contestar/ })).toHaveCount(0);
  await shoot(page, 'dispute-open', card);

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
  const outcome = refunded.getByRole('group', { name: 'Contestação aceita' });
  await expect(outcome).toContainText('O crédito desta sessão foi devolvido ao seu saldo.');
  await expect(outcome).toContainText(
    'Justificativa da administração: Falha de conexão confirmada pelo suporte.',
  );
  await expectNoA11yViolations(page);
  await shoot(page, 'dispute-refunded', refunded);
  await expect(
    page.getByRole('list', { name: 'Atendimentos' }).getByText('Não compareceu'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(credits(page)).toHaveText(String(before + 1));
});
