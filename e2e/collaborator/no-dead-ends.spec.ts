import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { signInCollaborator } from './collaborator-session';

const SHOTS = process.env.JOURNEY_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

// Runs after first-access.spec.ts (which needs bruno's terms unaccepted) and before radar.spec.ts
// (which sends bruno's radar): bruno here has never sent it, and this journey leaves that so.
test('bruno, before the radar, sees the lock on the booking page before choosing any slot', async ({
  page,
}) => {
  await signInCollaborator(page, 'bruno@empresa-demo.com.br');
  const dialog = page.getByRole('dialog');
  await expect(dialog.or(page.getByRole('heading', { name: 'Olá, Bruno!' }))).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await dialog.getByRole('button', { name: 'Aceitar termos' }).click();
    await expect(dialog).toBeHidden();
  }

  // Reached from the tab bar, as a person would.
  await page.goto('/collaborator/app/psychologists');
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await expect(page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 })).toBeVisible();
  const lock = page.getByRole('region', { name: 'Agendamento bloqueado' });
  await expect(lock).toContainText('É necessário enviar pelo menos uma vez o radar do bem-estar');
  // No calendar, no slot, no 'Confirmar agendamento' to fail later.
  await expect(page.locator('#booking-date')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmar agendamento' })).toHaveCount(0);
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'booking-radar-lock');

  await lock.getByRole('link', { name: 'Responder o radar' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/well-being-radar$/);
});
