import { expect, test } from '@playwright/test';
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
  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

for (const [role, email] of ACCOUNTS) {
  test(`${role} signs in on its own page and lands in its area`, async ({ page }) => {
    await signIn(page, role, email);
    await expect(page).toHaveURL(new RegExp(HOME[role]));
  });
}

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/company/auth/sign-in');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO.company);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
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
});
