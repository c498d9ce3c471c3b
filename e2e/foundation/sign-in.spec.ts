import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { DEMO, HOME, signIn, type Role } from '../support/auth';

const ACCOUNTS: [Role, string][] = [
  ['administrator', DEMO.admin],
  ['company', DEMO.company],
  ['collaborator', DEMO.ana],
  ['psychologist', DEMO.psychologist],
];

test('the landing page leads to the profile chooser', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#como-funciona')).toBeAttached();
  await expect(page.locator('#impacto')).toBeAttached();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectNoA11yViolations(page);
});

test("the landing's own chunk is announced in its HTML, and only there", async ({ request }) => {
  const landing = await (await request.get('/')).text();
  const other = await (await request.get('/collaborator/auth/sign-in')).text();
  const preloads = [...landing.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
  const ownChunks = preloads.map(([, href]) => href).filter((href) => !other.includes(href));
  expect(ownChunks.length).toBeGreaterThan(0);
  expect((await request.head('/')).status()).toBe(200);
});

for (const [role, email] of ACCOUNTS) {
  test(`${role} signs in on its own page and lands in its area`, async ({ page }) => {
    await page.goto(`/${role}/auth/sign-in`);
    await expectNoA11yViolations(page);
    await signIn(page, role, email);
    await expect(page).toHaveURL(new RegExp(HOME[role]));
  });
}

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/company/auth/sign-in');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEMO.company);
  await page.locator('input[type="password"]').fill('senha-errada');
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page.getByText('E-mail ou senha inválidos')).toBeVisible();
});

test('an area without a session sends to its sign-in; unknown paths show Não encontrado!', async ({
  page,
}) => {
  await page.goto('/psychologist/app/dashboard');
  await expect(page).toHaveURL(/\/psychologist\/auth\/sign-in$/);
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('Não encontrado!')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the forgot-password pages and the sign-in errors pass axe', async ({ page }) => {
  for (const role of ['administrator', 'company', 'collaborator', 'psychologist'] as const) {
    await page.goto(`/${role}/auth/forgot-password`);
    await expectNoA11yViolations(page);
  }
  await page.goto('/collaborator/auth/sign-in');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expectNoA11yViolations(page);
});
