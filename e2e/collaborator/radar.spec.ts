import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

// Bruno's first radar (terms, blocked booking, medal, distress) is part of his journey in
// no-dead-ends.spec.ts, which runs before this file and leaves his radar sent.

test('Psi Priscila answers distress words with CVV 188 and SAMU 192', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
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

test('radar intro and questions keep CVV 188 and SAMU 192 one tap away', async ({
  page,
  signedInAs,
}) => {
  // A collaborator of its own (ana may have answered within two weeks, decision 1427); nothing is sent.
  await signedInAs('collaborator');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/collaborator/app/well-being-radar');
    await expect(page.getByRole('heading', { name: 'Como você tem se sentido?' })).toBeVisible();
    await expectCrisisLinks(page);

    await page.getByRole('button', { name: 'Começar', exact: true }).click();
    await expect(page.getByText('Pergunta 1 de 10')).toBeVisible();
    await expectCrisisLinks(page);
    await page.getByRole('radio').first().click(); // a tap moves on by itself
    await expect(page.getByText('Pergunta 2 de 10')).toBeVisible();
    await expectCrisisLinks(page);
  }
});

test("ana's last result compares with the one before; the chart cuts no label from 320 px to desktop", async ({
  page,
  signedInAs,
}) => {
  // ana has two radars in the demo data, a month apart: nothing here sends one.
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/well-being-radar');
  await page.getByRole('button', { name: 'Ver meu último resultado' }).click();
  await expect(page.getByText('O que mudou desde a última vez')).toBeVisible();
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

test('Psi Priscila tells anxiety and sleep from a crisis, explains rescheduling, and keeps the newest answer in view', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collaborator/app/psi-priscila');
  await expect(page.getByText('Não sou psicóloga')).toBeVisible();
  const input = page.getByLabel('Escreva sua dúvida');
  const conversation = page.getByLabel('Conversa');
  const lastAnswer = conversation.getByRole('listitem').last();

  await input.fill('Estou muito ANSIOSA com o trabalho');
  await page.keyboard.press('Enter');
  await expect(lastAnswer).toContainText('Ansiedade é muito comum');
  await expect(lastAnswer.getByRole('link', { name: 'Agendar uma sessão' })).toBeVisible();
  await expect(lastAnswer.getByRole('link', { name: 'Responder o radar' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await input.fill('não consigo dormir direito');
  await page.keyboard.press('Enter');
  await expect(lastAnswer).toContainText('Dormir mal pesa em tudo');
  await expect(lastAnswer).toBeInViewport();

  await input.fill('quero remarcar');
  await page.keyboard.press('Enter');
  await expect(lastAnswer).toContainText('"Remarcar"');
  await expect(lastAnswer.getByRole('link', { name: 'Ir para Minhas sessões' })).toHaveAttribute(
    'href',
    '/collaborator/app/appointments-history',
  );
  await expect(lastAnswer).toBeInViewport();

  await input.fill('Penso em SUICIDIO');
  await page.keyboard.press('Enter');
  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  await expect(care).toContainText('SAMU 192');
  // The crisis card starts in view, however long the conversation above it.
  await expect(care.getByRole('heading')).toBeInViewport();
  if (process.env.JOURNEY_SHOTS)
    await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/priscila-crisis-390.png` });
});
