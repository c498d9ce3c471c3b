import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';

test.use({ reducedMotion: 'reduce' });

test("the landing's footer opens the terms and the privacy texts people accept in the product", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Links do rodapé' });

  await footer.getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
  // Both accounts' terms, word for word as the first access shows them.
  await expect(
    page.getByRole('heading', { name: 'Para colaboradores: Termos de uso e consentimento' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Para psicólogos: Termos de uso para psicólogos' }),
  ).toBeVisible();
  await expect(page.getByText('A Acolher não é um serviço de urgência.').first()).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Links do rodapé' })
    .getByRole('link', { name: 'Privacidade' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacidade', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'Consentimento para dados sensíveis de saúde (LGPD, art. 11)',
    }),
  ).toBeVisible();
  await expect(page.getByText(/Ela vê apenas resultados agregados de grupos/)).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
});

test("the landing's figures are goals, not results it cannot source", async ({ page }) => {
  await page.goto('/');
  const impact = page.locator('#impacto');
  await expect(impact.getByRole('heading', { level: 2 })).toHaveText(
    'Metas que acompanhamos com cada empresa',
  );
  await expect(impact.getByText(/^Meta$/)).toHaveCount(2);
  await expect(impact).toContainText('Metas, não resultados medidos');
  await expect(page.getByText(/produtividade/i)).toHaveCount(0);
});
