import { expect, type Page } from '@playwright/test';

/** A first sign-in's terms dialog: the box ticked, 'Aceitar termos', the dialog gone. */
export async function acceptTerms(page: Page) {
  const terms = page.getByRole('dialog');
  await terms.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await terms.getByRole('button', { name: 'Aceitar termos' }).click();
  await expect(terms).toBeHidden();
}

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
