import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'acolher123';
export type Role = 'administrator' | 'company' | 'collaborator' | 'psychologist';

export const DEMO = {
  admin: 'admin@acolher.dev',
  company: 'rh@empresa-demo.com.br',
  ana: 'ana@empresa-demo.com.br',
  bruno: 'bruno@empresa-demo.com.br',
  psychologist: 'psicologa.demo@gmail.com',
  psychologistAnalyzing: 'psicologo.analise@gmail.com',
} as const;

export const HOME: Record<Role, string> = {
  administrator: '/administrator/app/administrators',
  company: '/company/app/dashboard',
  collaborator: '/collaborator/app/dashboard',
  psychologist: '/psychologist/app/dashboard',
};

/**
 * Opens a role's sign-in page and waits until its form is live (hydrated: the submit button is
 * enabled). Typing into the prerendered form before that has its own test (foundation/sign-in.spec.ts).
 */
export async function openSignIn(page: Page, role: Role) {
  await page.goto(`/${role}/auth/sign-in`);
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
}

/**
 * Signs in through the role's own sign-in page, finding the fields by their accessible names, and
 * waits for its home. Journeys sign in through the `signedInAs` fixture (support/fixtures.ts).
 */
export async function signIn(page: Page, role: Role, email: string, password = DEMO_PASSWORD) {
  await openSignIn(page, role);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
}

/** A token for API calls made by a journey's setup (e.g. an administrator approving someone). */
export async function apiToken(
  baseURL: string,
  role: Role,
  email: string,
  password = DEMO_PASSWORD,
) {
  const path = {
    administrator: 'administrators',
    company: 'companies',
    collaborator: 'collaborators',
    psychologist: 'psychologists',
  }[role];
  const res = await fetch(`${baseURL}/api/${path}/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${role} ${email}: ${res.status}`);
  return (await res.json()) as { uuid: string; token: string };
}
