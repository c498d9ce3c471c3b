import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, HOME, openSignIn, type Role } from '../support/auth';

/** A valid random CPF (check digits) for the journeys' own people. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(base).size === 1) base[0] = (base[0] + 1) % 10;
  const digit = (numbers: number[]) => {
    const sum = numbers.reduce((acc, d, i) => acc + d * (numbers.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  const d2 = digit([...base, d1]);
  return [...base, d1, d2].join('');
}

export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

/** Signs in through the role's page, finding the fields by their accessible names. */
export async function signIn(page: Page, role: Role, email: string, password = DEMO_PASSWORD) {
  await openSignIn(page, role);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));
}
