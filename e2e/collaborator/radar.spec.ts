import { expect, test, type Page } from '@playwright/test';
import { signInCollaborator } from './collaborator-session';

/** Answers the 10 built-in questions: `pick(n)` gives the option index among n radios. */
async function answerRadar(page: Page, pick: (optionCount: number, question: number) => number) {
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

test('bruno: terms, blocked booking, radar, own chart, unblocked dashboard, 1 medal; distress shows CVV 188', async ({
  page,
}) => {
  await signInCollaborator(page, 'bruno@empresa-demo.com.br');

  // Terms (another journey may already have accepted them for bruno in this run).
  const dialog = page.getByRole('dialog');
  await expect(dialog.or(page.getByRole('heading', { name: 'Olá, Bruno!' }))).toBeVisible();
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('LGPD, art. 11').first()).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Aceitar termos' });
    await expect(accept).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await accept.click();
    await expect(dialog).toBeHidden();
  }

  // Booking is blocked until the radar has been sent once.
  const radarCard = page.getByRole('button', { name: /Radar do bem-estar/ });
  await expect(radarCard).toContainText('Pendente');
  await page.getByRole('button', { name: /Agendar uma sessão com psicólogo/ }).click();
  await expect(
    page.getByText('É necessário enviar pelo menos uma vez o radar do bem-estar'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);

  // The radar: one question at a time, a good fortnight (second-best option everywhere, stress low).
  await radarCard.click();
  await expect(page).toHaveURL(/\/collaborator\/app\/well-being-radar$/);
  await answerRadar(page, (n, q) => (q === 6 ? n - 2 : 1));
  await expect(page.getByRole('heading', { name: 'Seu radar do bem-estar' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Seu radar do bem-estar, de 0 a 100/ })).toBeVisible();
  await expect(page.getByText('Você ganhou uma medalha!')).toBeVisible();
  await expect(page.getByText('Obrigado por compartilhar')).toHaveCount(0);

  // Dashboard: 'Respondido' and booking unblocked.
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page.getByRole('button', { name: /Radar do bem-estar/ })).toContainText(
    'Respondido',
  );
  await page.getByRole('button', { name: /Agendar uma sessão com psicólogo/ }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/psychologists$/);

  // The trail shows 1 medal.
  await page.goto('/collaborator/app/well-being-trail');
  await expect(page.getByTestId('medal-count')).toHaveText('1 medalha');
  await expect(
    page.getByText('Complete os 3 ciclos (30 medalhas) para desbloquear as super-recompensas.'),
  ).toBeVisible();

  // A distress answer set: the care resources come first, at once.
  await page.goto('/collaborator/app/well-being-radar');
  await answerRadar(page, (n, q) => (q === 6 ? 0 : n - 1)); // 'Em nenhum momento' / 'Nunca'; stress 'Sempre'
  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  await expect(care).toBeVisible();
  await expect(care).toContainText('SAMU 192');
  await expect(care.getByRole('link', { name: 'Agendar uma sessão' })).toHaveAttribute(
    'href',
    '/collaborator/app/psychologists',
  );
  await expect(page.getByText('O que mudou desde a última vez')).toBeVisible();

  await page.goto('/collaborator/app/well-being-trail');
  await expect(page.getByTestId('medal-count')).toHaveText('2 medalhas');
});

test('Psi Priscila answers distress words with CVV 188 and SAMU 192', async ({ page }) => {
  await signInCollaborator(page, 'ana@empresa-demo.com.br');
  await page.goto('/collaborator/app/psi-priscila');
  await expect(page.getByText('Não sou psicóloga')).toBeVisible();
  await page.getByRole('button', { name: 'Posso cancelar? E o meu crédito?' }).click();
  await expect(page.getByText(/pelo menos 6 horas de antecedência/)).toBeVisible();
  await page.getByLabel('Escreva sua dúvida').fill('não aguento mais');
  await page.keyboard.press('Enter');
  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  await expect(care).toBeVisible();
  await expect(care).toContainText('SAMU 192');
});
