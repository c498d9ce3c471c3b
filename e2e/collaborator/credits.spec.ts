import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, HOME, openSignIn } from '../support/auth';

const CREDITS = '/collaborator/app/credits';

/**
 * Signs ana in by the fields' accessible names. (support/auth.ts `signIn` looks fields up with
 * getByLabel(exact), which does not match labels that carry the required asterisk.)
 */
async function signInAna(page: Page) {
  await openSignIn(page, 'collaborator');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.ana);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME.collaborator}$`));
}

async function availableCredits(page: Page) {
  const el = page.getByTestId('available-credits');
  await expect(el).toHaveText(/\d+/);
  return Number((await el.textContent())?.match(/\d+/)?.[0]);
}

async function buyPackage(page: Page, price: string, buttonName: string) {
  const radio = page.getByRole('radio', { name: new RegExp(price.replace(/[$.]/g, '\\$&')) });
  await page.locator('label', { has: radio }).click(); // the card is what people click
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByText('Em breve você será redirecionado.')).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ambiente de testes')).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Ana Demo');
  await page.getByRole('textbox', { name: 'Validade' }).fill('12/35');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

const firstPurchase = (page: Page) =>
  page.getByRole('list', { name: 'Compras' }).getByRole('listitem').first();

test('ana buys 3 credits, pays with the test card and sees them confirmed', async ({ page }) => {
  await signInAna(page);
  await page.goto(CREDITS);
  const before = await availableCredits(page);

  await buyPackage(page, 'R$ 300,00', 'Comprar 3 créditos');
  await expect(page.getByText('R$ 300,00').first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar R$ 300,00' }).click();

  await expect(page).toHaveURL(/\/collaborator\/app\/credits\/success$/);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await expect.poll(() => availableCredits(page)).toBe(before + 3);

  await page.getByRole('link', { name: 'Ver meus créditos' }).click();
  await expect(page).toHaveURL(new RegExp(`${CREDITS}$`));
  await expect.poll(() => availableCredits(page)).toBe(before + 3);
  const row = firstPurchase(page);
  await expect(row).toContainText('3 créditos');
  await expect(row).toContainText('R$ 300,00');
  await expect(row).toContainText('Confirmado');

  // The stored session follows the server: a reload still shows the new balance.
  await page.reload();
  await expect.poll(() => availableCredits(page)).toBe(before + 3);
});

test('a declined card leaves the credits unchanged, the purchase failed, and a new checkout to retry', async ({
  page,
}) => {
  await signInAna(page);
  await page.goto(CREDITS);
  const before = await availableCredits(page);

  await buyPackage(page, 'R$ 100,00', 'Comprar 1 crédito');
  await page.getByRole('button', { name: /Usar o cartão Pagamento recusado/ }).click();
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue(
    '4000 0000 0000 0002',
  );
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pagar R$ 100,00' }).click();

  // Tried again on the checkout page (decision 1410), with a new purchase of the same package.
  await expect(page.getByRole('alert').filter({ hasText: 'Pagamento recusado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Voltar para créditos' }).click();
  await expect(page).toHaveURL(new RegExp(`${CREDITS}$`));
  await expect.poll(() => availableCredits(page)).toBe(before);
  const row = page.getByRole('list', { name: 'Compras' }).getByRole('listitem').nth(1);
  await expect(row).toContainText('1 crédito');
  await expect(row).toContainText('R$ 100,00');
  await expect(row).toContainText('Falhou');
  await expect(firstPurchase(page)).toContainText('Pendente');
});

test('an unknown card number is refused on the checkout form', async ({ page }) => {
  await signInAna(page);
  await page.goto(CREDITS);
  await buyPackage(page, 'R$ 100,00', 'Comprar 1 crédito');
  await fillCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Pagar R$ 100,00' }).click();
  await expect(page.getByText(/Cartão não aceito no ambiente de testes/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\//);
});
