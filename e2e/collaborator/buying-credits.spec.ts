import { expect, test, type SignedInAs } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { acceptTerms } from './collaborator-session';

// Buying credits on a phone (docs/domain.md §10, decision 1410): the checkout always finds the
// purchase it was sent to, whatever the caches hold, and a refused card is tried again there.
const CREDITS = '/collaborator/app/credits';
const SHOTS = process.env.JOURNEY_SHOTS;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Records whether 'Compra não encontrada.' was ever on screen, even for a moment (a string: the
// journeys' tsconfig has no DOM types).
const WATCH_NOT_FOUND = `
  window.notFoundSeen = 0;
  new MutationObserver(() => {
    if (document.body && document.body.innerText.includes('Compra não encontrada.')) window.notFoundSeen += 1;
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: WATCH_NOT_FOUND });
});

const notFoundSeen = (page: Page) => page.evaluate<number>('window.notFoundSeen');

/** A collaborator of its own (bruno's demo record, 0 credits, stays as no-dead-ends.spec.ts needs it). */
const newCollaboratorSignedIn = async (signedInAs: SignedInAs) => {
  const { page } = await signedInAs('collaborator', { collaborator: { acceptTerms: false } });
  await acceptTerms(page);
};

async function startPurchase(page: Page) {
  await page.goto(CREDITS);
  // The history is loaded (and cached) first, as when a person looks before buying.
  await expect(
    page
      .getByRole('list', { name: 'Compras' })
      .or(page.getByText('Você ainda não comprou créditos.')),
  ).toBeVisible();
  const radio = page.getByRole('radio', { name: /R\$ 100,00/ });
  await page.locator('label', { has: radio }).click();
  await page.getByRole('button', { name: 'Comprar 1 crédito' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número do cartão' }).fill(number);
  await page.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Bruno Demo');
  await page.getByRole('textbox', { name: 'Validade' }).fill('12/35');
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

test('on a phone, the checkout always finds the purchase it was sent to', async ({
  page,
  signedInAs,
}) => {
  await newCollaboratorSignedIn(signedInAs);
  for (let i = 0; i < 4; i += 1) {
    await startPurchase(page);
    await expect(page.getByRole('button', { name: 'Pagar R$ 100,00' })).toBeVisible();
    expect(await notFoundSeen(page)).toBe(0);
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-390.png`, fullPage: true });
});

test('a refused card is tried again on the checkout page, then a good one pays', async ({
  page,
  signedInAs,
}) => {
  await newCollaboratorSignedIn(signedInAs);
  await startPurchase(page);
  const first = page.url();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pagar R$ 100,00' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Pagamento recusado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(first);
  await expect(page.getByRole('textbox', { name: 'Número do cartão' })).toHaveValue('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-declined-390.png`, fullPage: true });

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar R$ 100,00' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver meus créditos' }).click();
  const rows = page.getByRole('list', { name: 'Compras' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Confirmado');
  await expect(rows.nth(1)).toContainText('Falhou');
  expect(await notFoundSeen(page)).toBe(0);
});
