import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { uniqueSuffix } from '../support/documents';

// Decision 1205: HR keeps the action plan in the product and the NR-1 report prints it.
// Decision 1206: the built-in 'Bem-estar' is the company's first tab.

const toast = (page: Page, text: string) =>
  expect(
    page.getByRole('region', { name: /Notificações/ }).getByText(text, { exact: true }),
  ).toBeVisible();

test("HR's first tab is 'Bem-estar'; the company's own panel is the second", async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.hr);
  const tabs = page.getByRole('tablist', { name: 'Painéis' }).getByRole('tab');
  await expect(tabs).toHaveText(['Bem-estar', 'Painel da empresa']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Radar por dimensões' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The demo's sample panel loads in the second tab and shows no figures of its own.
  await tabs.nth(1).click();
  const frame = page.frameLocator('iframe[title="Painel da empresa Empresa Demo"]');
  await expect(frame.getByRole('heading', { name: 'Painel da Empresa Demo' })).toBeVisible();
  await expect(frame.locator('body')).not.toContainText(/\d+\s*%/);
  await expect(page.getByText('Carregando o painel da empresa...')).toBeHidden();
});

test('HR adds an action to the plan, changes its status and sees it in the NR-1 report', async ({
  page,
  signedInAs,
}) => {
  const id = uniqueSuffix();
  const action = `Revisar as escalas do Atendimento ${id}`;
  await signedInAs(AS.hr);
  await page.getByRole('link', { name: 'Plano de ação' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Plano de ação', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ações' })).toHaveAttribute('aria-selected', 'true');

  // Required fields first, with the shared pt-BR messages.
  await page.getByRole('button', { name: 'Adicionar ação' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar ação' });
  await dialog.getByRole('button', { name: 'Adicionar ação' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(4);
  await dialog.getByRole('textbox', { name: 'Ação', exact: true }).fill(action);
  await dialog
    .getByRole('textbox', { name: 'Risco que a ação responde' })
    .fill('Sobrecarga de trabalho');
  await dialog.getByRole('textbox', { name: 'Responsável' }).fill('Marina (RH)');
  await dialog.locator('input[type="date"]').fill('2027-03-15');
  await dialog.getByRole('button', { name: 'Adicionar ação' }).click();
  await toast(page, 'Ação adicionada ao plano.');
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: action });
  await expect(row).toContainText('15/03/2027');
  await expect(row).toContainText('Planejada');

  // Status through the row's menu.
  await page
    .getByRole('button', { name: `Ações para ${action}` })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: 'Marcar como Em andamento' }).click();
  await toast(page, 'Ação atualizada.');
  await expect(row).toContainText('Em andamento');
  await expectNoA11yViolations(page);

  // The NR-1 report prints it, under the report's period.
  await page.goto('/company/app/reports/nr1');
  const plan = page.getByRole('region', { name: 'Plano de ação' });
  await expect(plan).toContainText(/Período do relatório: \w+ de \d{4} a \w+ de \d{4}/);
  const printed = plan.getByRole('row').filter({ hasText: action });
  await expect(printed.getByRole('cell')).toHaveText([
    'Marina (RH)',
    '15/03/2027',
    'Em andamento',
    'Sobrecarga de trabalho',
  ]);
  // The company's document is printed with its whole address, never a relative '/demo/…' (1423).
  const documentLink = plan.getByRole('link');
  await expect(documentLink).toHaveText(/^https?:\/\/[^/]+\/demo\/plano-de-acao\.html$/);
  await expect(documentLink).toHaveAttribute('href', /^https?:\/\//);
  await expectNoA11yViolations(page);

  // Deleted after the confirmation (the demo company's plan is left as it was).
  await page.goto('/company/app/action-plan');
  await page
    .getByRole('button', { name: `Ações para ${action}` })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Tem certeza de que deseja excluir a ação “${action}”?`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Ação excluída.');
  await expect(page.getByRole('row').filter({ hasText: action })).toHaveCount(0);
});
