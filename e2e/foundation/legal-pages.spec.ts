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

test("'Quem somos' names who runs the service, from the footer and from 'Privacidade' (decision 1413)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Links do rodapé' })
    .getByRole('link', { name: 'Quem somos' })
    .click();
  await expect(page).toHaveURL(/\/quem-somos$/);
  await expect(page.getByRole('heading', { name: 'Quem somos', level: 1 })).toBeVisible();
  // Demo mode: fictitious values, and the page says so.
  await expect(page.getByRole('note')).toContainText(
    'Ambiente de demonstração: os dados abaixo são fictícios.',
  );
  const company = page.getByRole('region', { name: 'Empresa responsável pelo serviço' });
  await expect(company).toContainText('Acolher Demonstração Ltda. (empresa fictícia)');
  await expect(company).toContainText('00.000.000/0000-00');
  await expect(page.getByRole('region', { name: 'Responsável técnica' })).toContainText(
    '06/000000',
  );
  const dpo = page.getByRole('region', {
    name: 'Encarregado pelo tratamento de dados pessoais (LGPD)',
  });
  await expect(dpo.getByRole('link', { name: 'privacidade@acolher.dev' })).toHaveAttribute(
    'href',
    'mailto:privacidade@acolher.dev',
  );
  await settle(page);
  await expectNoA11yViolations(page);

  await page.goto('/privacy');
  await page.getByRole('main').getByRole('link', { name: 'Quem somos' }).click();
  await expect(page).toHaveURL(/\/quem-somos$/);
});

test('the landing promises what the product does; the contact form says how its data is used (decision 1422)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Indicadores por setor', level: 3 })).toBeVisible();
  await expect(page.getByText(/Análise com IA|sugere prioridades|a qualquer hora/)).toHaveCount(0);
  await expect(
    page.getByText('que tira dúvidas e indica onde buscar ajuda', { exact: false }),
  ).toBeVisible();

  await page.goto('/contact');
  await expect(
    page.getByText('Usamos estes dados só para responder ao seu contato', { exact: false }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Formulário de contato' })).toBeVisible();
});
