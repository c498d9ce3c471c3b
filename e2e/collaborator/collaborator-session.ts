import { expect, type Page } from '@playwright/test';
import { openSignIn } from '../support/auth';

/** Signs in on the collaborator's own page (field names read from the form's labels). */
export async function signInCollaborator(page: Page, email: string, password = 'acolher123') {
  await openSignIn(page, 'collaborator');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);
}

/** 'yyyy-MM-dd' of the first weekday (Mon–Fri) at least `days` days after today in São Paulo. */
export function weekdayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

/** Answers the 10 built-in radar questions: `pick(n, q)` gives the option index among n radios. */
export async function answerRadar(
  page: Page,
  pick: (optionCount: number, question: number) => number,
) {
  await page.getByRole('button', { name: /^(Começar|Responder de novo)$/ }).click();
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Pergunta ${i + 1} de 10`)).toBeVisible();
    const radios = page.getByRole('radio');
    const n = await radios.count();
    // Keyboard first: focus the option and select it with Space.
    await radios.nth(pick(n, i)).focus();
    await page.keyboard.press('Space');
    await expect(radios.nth(pick(n, i))).toBeChecked();
    await page.getByRole('button', { name: i === 9 ? 'Enviar respostas' : 'Próxima' }).click();
  }
}
