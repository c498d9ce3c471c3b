import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiToken, openSignIn } from '../support/auth';
import { caller } from '../support/api';
import { ownCollaborator } from './account-support';

/** The password of the people these journeys create (never a demo account's: decision 1341). */
export const OWN_PASSWORD = 'segredo-do-teste-42';

/**
 * The code an authenticator app shows for `secret` (RFC 6238: SHA-1, 6 digits, 30 s), `steps`
 * thirty-second steps from now. A code is accepted once and one step early (docs/domain.md §14), so
 * a sign-in right after a confirmation uses the next step's code, never the one just used.
 */
export function totpCode(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A collaborator of the journey's own, with a password, no second factor yet. */
export async function ownPerson(baseURL: string) {
  return ownCollaborator(baseURL, OWN_PASSWORD);
}

/** Turns the app on through the API (for journeys about what comes after it). */
export async function enrolThroughApi(baseURL: string, email: string) {
  const { token } = await apiToken(baseURL, 'collaborator', email, OWN_PASSWORD);
  const as = caller(baseURL, token);
  const started = await as('/account/mfa/totp', {
    method: 'POST',
    body: JSON.stringify({ currentPassword: OWN_PASSWORD }),
  });
  expect(started.status).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await as('/account/mfa/totp/confirm', {
    method: 'POST',
    body: JSON.stringify({ code: totpCode(secret) }),
  });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  // The API's own session is not the journey's: it goes.
  await as('/auth/sign-out', { method: 'POST' });
  return { secret, recoveryCodes };
}

/** The password step of the collaborator's sign-in, up to the second factor's step. */
export async function passwordStep(page: Page, email: string) {
  await openSignIn(page, 'collaborator');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.locator('input[type="password"]').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
}

/** Signs in with the password alone (no second factor) and waits for the dashboard. */
export async function signInOwn(page: Page, email: string) {
  await openSignIn(page, 'collaborator');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.locator('input[type="password"]').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);
}

/** Signed in: an area page (the dashboard, or the page the person signed out from). */
export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/collaborator\/app\/(dashboard|account)$/);
  await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeVisible();
}

/** 'Sair' from the area's menu, back on the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(/\/collaborator\/auth\/sign-in/);
}

/** 'Minha conta' of the collaborator's area. */
export async function openAccount(page: Page) {
  await page.goto('/collaborator/app/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
}

/** The session the page holds (its token), as the web app stores it. */
export async function pageSession(page: Page) {
  return JSON.parse(
    await page.evaluate<string>("localStorage.getItem('acolher:session:collaborator')"),
  ) as { uuid: string; token: string };
}
