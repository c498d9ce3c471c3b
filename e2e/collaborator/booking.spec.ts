import { AS, expect, test } from '../support/fixtures';
import { pickFreeSlot } from '../support/booking';
import { dmy, weekdayAhead } from '../support/days';

const credits = (page: import('@playwright/test').Page) =>
  page.getByText('Créditos disponíveis').locator('xpath=following-sibling::*[1]');

test('ana finds the demo psychologist, books a free slot, sees it pending and cancels it with the credit back', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(credits(page)).toHaveText(/^\d+$/);
  const before = Number(await credits(page).textContent());
  expect(before).toBeGreaterThan(0);

  // Search, accent- and case-insensitive.
  await page.getByRole('link', { name: 'Buscar psicólogos' }).first().click();
  await page.getByRole('searchbox').fill('helena');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 }),
  ).toBeVisible();

  // A day at least 3 days ahead, so the cancel is in advance (≥ 6 h) and refunds.
  const day = weekdayAhead(3);
  const range = await pickFreeSlot(page, '#booking-date', day);
  await expect(page.locator('#booking-date')).toContainText(dmy(day));
  await expect(page.getByRole('button', { name: `${range} Selecionado` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await expect(confirmation).toContainText(dmy(day));
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();

  await expect(page).toHaveURL(/\/collaborator\/app\/appointment\/[0-9a-f-]{36}\/success$/);
  const uuid = /appointment\/([0-9a-f-]{36})\//.exec(page.url())![1];
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText('Helena Martins Duarte')).toBeVisible();
  await expect(page.getByText(dmy(day), { exact: true })).toBeVisible();
  await expect(page.getByText(range, { exact: true })).toBeVisible();
  await expect(page.getByText(/link da sessão pelo WhatsApp 15 minutos antes/)).toBeVisible();

  // History: the new appointment is pending, with 'Cancelar'.
  await page.getByRole('link', { name: 'Ver meus agendamentos' }).click();
  await expect(page).toHaveURL(/appointments-history$/);
  const cancelLink = page.locator(`a[href="/collaborator/app/appointment/${uuid}/cancel"]`);
  const card = page.getByRole('listitem').filter({ has: cancelLink });
  await expect(card).toContainText('Pendente');
  await expect(card).toContainText(dmy(day));
  await cancelLink.click();

  // Cancel page: refund warning with the 6-hour rule, then confirm.
  await expect(page).toHaveURL(new RegExp(`/appointment/${uuid}/cancel$`));
  await expect(
    page.getByText(/pelo menos 6 horas de antecedência devolvem 1 crédito/),
  ).toBeVisible();
  await expect(
    page.getByText('Se você cancelar agora, o crédito volta para a sua conta.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Agendamento cancelado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/appointments-history$/);
  await expect(cancelLink).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Cancelada pelo colaborador' }).first(),
  ).toBeVisible();

  // Credits back where they were.
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(credits(page)).toHaveText(String(before));

  // The cancelled appointment's cancel page sends back to the dashboard.
  await page.goto(`/collaborator/app/appointment/${uuid}/cancel`);
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);
});
