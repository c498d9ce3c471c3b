import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HOME, openSignIn, type Role } from '../support/auth';

export { randomCpf, uniqueSuffix } from '../support/documents';

/** Signs in through the role's page, finding the fields by their accessible names. */
export async function signIn(page: Page, role: Role, email: string, password = DEMO_PASSWORD) {
  await openSignIn(page, role);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
}
