import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { shoot } from '../support/shots';

const credits = (page: Page) =>
  page.getByText('Créditos disponíveis').locator('xpath=following-sibling::*[1]');

test("Ana contests her no-show from the history and reads 'Contestação em análise'; the administrator refunds it on 'Contestações'; Ana sees 'Reembolsada', the outcome, the justification and the credit back", async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(150_000); // two people, three axe scans on a shared machine
  await signedInAs(AS.ana);
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
  await expect(card).toBeVisible();
  await shoot(page, 'dispute-open');

  // The administrator reads it with the attendance record and refunds it.
  const { page: admin } = await signedInAs(AS.admin);
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
  // 'Contestações decididas' keeps it with its outcome and justification, also after a reload
  // (decision 1409).
  const decided = admin
    .getByRole('list', { name: 'Contestações decididas' })
    .getByRole('listitem')
    .filter({ hasText: 'Ana Beatriz Souza' })
    .filter({ hasText: reason });
  for (const reload of [false, true]) {
    if (reload) await admin.reload();
    await expect(decided).toHaveCount(1);
    await expect(decided).toContainText('Reembolsada');
    await expect(decided).toContainText('Justificativa: Falha de conexão confirmada pelo suporte.');
    await expect(decided).toContainText(`Motivo: ${reason}`);
    await expect(decided).toContainText(/Decidida em \d{2}\/\d{2}\/\d{4}\./);
  }
  await shoot(admin, 'disputes-decided');

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
  await expect(refunded).toBeVisible();
  await shoot(page, 'dispute-refunded');
  await expect(
    page.getByRole('list', { name: 'Atendimentos' }).getByText('Não compareceu'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(credits(page)).toHaveText(String(before + 1));
});
