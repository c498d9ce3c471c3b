import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { DEMO, DEMO_PASSWORD, HOME, openSignIn, signIn, type Role } from '../support/auth';

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

test('public pages arrive as HTML, their script after the first paint, and hydrate without errors', async ({
  request,
  page,
}) => {
  const html = async (url: string) => {
    const text = await (await request.get(url)).text();
    return {
      head: text.slice(0, text.indexOf('<body')),
      root: text.slice(text.indexOf('<div id="root"')),
    };
  };
  const landing = await html('/?utm_source=teste');
  expect(landing.root).toContain('quem faz sua empresa</span> acontecer.');
  expect(landing.root).toContain('id="como-funciona"');
  // No module script or preload competes with the first paint; a small boot script imports the entry.
  expect(landing.head).not.toMatch(/type="module"|modulepreload/);
  expect(landing.root).toMatch(/<script src="\/assets\/boot-[\w-]+\.js" defer><\/script>/);
  expect((await html('/sign-in')).root).toContain('Como você quer entrar?');
  const signIn = await html('/company/auth/sign-in');
  expect(signIn.root).toMatch(/<button type="submit"[^>]*disabled=""/);
  // Pages that read the query string or need a session are rendered in the browser; until then the
  // HTML shows the app's full-screen loader.
  for (const url of [
    '/company/auth/sign-in?email=rh@empresa-demo.com.br',
    '/collaborator/app/dashboard',
  ]) {
    const { root } = await html(url);
    expect(root).toMatch(/^<div id="root"><div class="grid min-h-dvh/);
    expect(root).toContain('Carregando...');
    expect(root).not.toContain('<h1');
  }
  expect((await request.head('/')).status()).toBe(200);

  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByRole('button', { name: 'Demo gratuita' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Experimente o Acolher agora' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Holds the app's entry script, as on a slow connection, until the returned function is called. */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a button pressed before the landing is hydrated is pressed again once it is', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Demo gratuita' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Experimente o Acolher agora' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Demo gratuita' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Experimente o Acolher agora' })).toBeVisible();
});

test('a sign-in page typed into before its script runs keeps what was typed', async ({ page }) => {
  // The entry arrives late, as on a slow connection: the prerendered form is filled meanwhile.
  const release = await holdEntryScript(page);
  await page.goto('/collaborator/auth/sign-in');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEMO.ana);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  // The form did not move the cursor out of the password field the user was in.
  await expect(page.locator('input[type="password"]')).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(DEMO.ana);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(HOME.collaborator));
});

for (const [role, email] of ACCOUNTS) {
  test(`${role} signs in on its own page and lands in its area`, async ({ page }) => {
    await openSignIn(page, role);
    await expectNoA11yViolations(page);
    await signIn(page, role, email);
    await expect(page).toHaveURL(new RegExp(HOME[role]));
  });
}

test('a wrong password shows the server message', async ({ page }) => {
  await openSignIn(page, 'company');
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
