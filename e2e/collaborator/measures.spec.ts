import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';

// docs/domain.md §18 on a phone: ana's seeded answers are 15 days old, so PHQ-9 is due. She answers it
// one question per screen, with item 9 'Vários dias': the crisis resources show at once, then her
// trend has a fourth point; her psychologist sees it in 'Evolução'.

const SHOTS = process.env.MEASURES_SHOTS; // a folder: screenshots for review (not in CI)
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Three axe runs and a questionnaire: more than the default minute on a busy machine.
test.setTimeout(150_000);

test('ana answers PHQ-9 on a phone, sees the crisis resources and her trend', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await dialog.getByRole('button', { name: 'Aceitar termos' }).click();
  }

  // The dashboard's quiet invitation.
  const invite = page.getByRole('region', { name: 'Como você tem estado?' });
  await expect(invite).toBeVisible();
  await shoot(page, 'dashboard-390');
  await invite.getByRole('link', { name: 'Responder agora' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/measures\/phq9$/);
  await expect(page.getByRole('heading', { name: 'Como você tem estado', level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);

  // One question per screen; 'Enviar respostas' only at the ninth.
  for (let i = 0; i < 9; i++) {
    await expect(page.getByText(`Pergunta ${i + 1} de 9`)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(4);
    if (i === 0) {
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        'Pouco interesse ou pouco prazer em fazer as coisas',
      );
      await shoot(page, 'question-390');
    }
    const option = i === 8 || i < 4 ? 'Vários dias' : 'Nenhuma vez';
    if (i === 4) {
      // With the keyboard: Space selects, nothing moves until 'Próxima'.
      await page.getByRole('radio', { name: option }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByText('Pergunta 5 de 9')).toBeVisible();
      await page.getByRole('button', { name: 'Próxima' }).click();
    } else {
      // A tap moves on by itself on a phone.
      await page.getByRole('radio', { name: option }).tap();
    }
  }
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a',
  );
  await page.getByRole('button', { name: 'Enviar respostas' }).click();

  // Item 9 ≥ 1: CVV 188, SAMU 192 and booking at once, before the score.
  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  await expect(care).toBeVisible();
  await expect(care.getByRole('link', { name: /CVV 188/ })).toHaveAttribute('href', 'tel:188');
  await expect(care.getByRole('link', { name: /SAMU 192/ })).toHaveAttribute('href', 'tel:192');
  await expect(care.getByRole('link', { name: 'Agendar uma sessão' })).toHaveAttribute(
    'href',
    '/collaborator/app/psychologists',
  );
  await expect(care).toBeInViewport();
  await expect(page.getByText('Faixa leve')).toBeVisible(); // 4 × 1 + 1 = 5
  await expectNoA11yViolations(page);
  await shoot(page, 'result-crisis-390');

  // The trend: four PHQ-9 points (three seeded), with the table as its text alternative.
  await page.getByRole('link', { name: 'Ver minha evolução' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/measures$/);
  const phq9 = page.getByRole('heading', { name: /Humor e ânimo/ });
  await expect(phq9).toBeVisible();
  await page.getByText('Ver os valores em tabela').first().click();
  const table = page.getByRole('table', { name: /Humor e ânimo/ });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').last()).toContainText('5');
  await expect(table.getByRole('row').last()).toContainText('Leve');
  await expect(page.getByText(/Você pode responder de novo a partir de/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, 'trend-390');
});

test("the psychologist sees ana's evolution and the item-9 note beside her record", async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.helena);
  const row = page.getByRole('link', { name: /Avaliações de Ana/ }).first();
  await row.click();
  await expect(page).toHaveURL(/\/psychologist\/app\/reviews\//);
  const evolution = page.getByRole('region', { name: 'Evolução' });
  await expect(evolution).toBeVisible();
  await expect(
    evolution.getByText(/o item 9 \(pensamentos de se ferir\) foi marcado/),
  ).toBeVisible();
  await expect(
    evolution
      .getByRole('table', { name: /Ansiedade/ })
      .getByRole('row')
      .last(),
  ).toContainText('Resposta');
  await expectNoA11yViolations(page);
  await shoot(page, 'psychologist-evolution-390');
});
