import { AS, expect, test } from '../support/fixtures';
import { shoot } from '../support/shots';

// 'Uso do benefício' (decision 1421): HR's counts, by sector, under k ≥ 5. JOURNEY_SHOTS=<dir>
// keeps the screenshots at 390 px and 1280 px.

test('HR sees invitations, credits and sessions by sector, small groups hidden', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.hr);
  await page.getByRole('link', { name: 'Uso do benefício' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Uso do benefício', level: 1 })).toBeVisible();
  await expect(page.getByText('Colaboradores ativos')).toBeVisible();
  const table = page.getByRole('table', { name: /Por setor/ });
  await expect(table.getByRole('rowheader', { name: 'Empresa toda' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Tecnologia' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Créditos usados' })).toBeVisible();
  await expect(page.getByText(/pelo menos 5 pessoas/)).toBeVisible();
  await shoot(page, 'company-usage');
});
