import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/auth';
import { signIn } from './helpers';

// 'Uso do benefício' (decision 1421): HR's counts, by sector, under k ≥ 5. JOURNEY_SHOTS=<dir>
// keeps the screenshots at 390 px and 1280 px.

const SHOTS = process.env.JOURNEY_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('HR sees invitations, credits and sessions by sector, small groups hidden', async ({
  page,
}) => {
  await signIn(page, 'company', DEMO.company);
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
