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

/** The crisis links are one tap away: visible, in the viewport, with clear names and tel: targets. */
async function expectCrisisLinks(page: Page) {
  for (const [name, href] of [
    [/CVV 188/, 'tel:188'],
    [/SAMU 192/, 'tel:192'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport();
  }
}

test('radar intro and questions keep CVV 188 and SAMU 192 one tap away; the chart cuts no label from 320 px to desktop', async ({
  page,
}) => {
  // ana has already sent the radar in the demo data: nothing here sends it again.
  await signInCollaborator(page, 'ana@empresa-demo.com.br');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/collaborator/app/well-being-radar');
    await expect(page.getByRole('heading', { name: 'Como você tem se sentido?' })).toBeVisible();
    await expectCrisisLinks(page);

    await page.getByRole('button', { name: /^(Começar|Responder de novo)$/ }).click();
    await expect(page.getByText('Pergunta 1 de 10')).toBeVisible();
    await expectCrisisLinks(page);
    await page.getByRole('radio').first().click(); // a tap moves on by itself
    await expect(page.getByText('Pergunta 2 de 10')).toBeVisible();
    await expectCrisisLinks(page);
  }

  // The last result's chart: every axis label lies inside the chart's own box.
  await page.goto('/collaborator/app/well-being-radar');
  await page.getByRole('button', { name: 'Ver meu último resultado' }).click();
  const chart = page.getByRole('img', { name: /Seu radar do bem-estar, de 0 a 100/ });
  for (const width of [320, 360, 390, 430, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(chart).toBeVisible();
    const labels = chart.locator('.recharts-polar-angle-axis-tick text');
    await expect(labels).toHaveCount(6);
    await expect(labels.filter({ hasText: 'Equilíbrio' })).toBeVisible();
    // The chart redraws after a resize: poll until no label lies outside the SVG's box.
    const outside = () =>
      chart.evaluate((figure) => {
        const svg = figure.querySelector('.recharts-wrapper > svg');
        if (!svg) return ['no chart'];
        const box = svg.getBoundingClientRect();
        const texts = [...figure.querySelectorAll('.recharts-polar-angle-axis-tick text')];
        if (texts.length !== 6) return [`${texts.length} labels`];
        return texts
          .map((text) => ({ text: text.textContent ?? '', r: text.getBoundingClientRect() }))
          .filter(
            ({ r }) =>
              r.left < box.left ||
              r.right > box.right ||
              r.top < box.top ||
              r.bottom > box.bottom ||
              r.width === 0,
          )
          .map(
            ({ text, r }) =>
              `${text} [${Math.round(r.left - box.left)}, ${Math.round(r.top - box.top)}, ${Math.round(r.width)}×${Math.round(r.height)}] in ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      });
    await expect.poll(outside, { message: `labels cut at ${width} px` }).toEqual([]);
  }
});
