import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { apiToken, DEMO } from '../support/auth';
import { dmy, plusDays, tuesdayAhead } from '../support/days';

const credits = (page: Page) =>
  page.getByText('Créditos disponíveis').locator('xpath=following-sibling::*[1]');

// docs/domain.md §24: Ana makes her Tuesday 10:00 weekly, the psychologist sees the four dates,
// Ana cancels one date only and then ends the series from its first date (every credit back).
test('ana makes her Tuesday 10:00 weekly, cancels one date, ends the series; both sides agree', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  const before = Number(await credits(page).textContent());
  const first = tuesdayAhead(15); // far from the other journeys' first free slots
  const dates = [0, 7, 14, 21].map((n) => plusDays(first, n));

  await page.goto('/collaborator/app/psychologists');
  await page.getByRole('searchbox').fill('helena');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await page.locator('#booking-date').click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  const cell = page.locator(`[data-day="${first}"]:not([data-outside]) button`);
  if (!(await cell.isVisible())) await page.getByRole('button', { name: /próximo|next/i }).click();
  await cell.click();
  await page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /^10:00/ })
    .click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await confirmation.getByRole('radio', { name: 'Repetir toda semana' }).check();
  const preview = confirmation.getByRole('list', { name: 'Próximas datas da série' });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  for (const d of dates) await expect(preview).toContainText(`${dmy(d)}Disponível`);
  await page.setViewportSize({ width: 390, height: 900 });
  await confirmation.screenshot({ path: '/tmp/series/booking-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirmation.screenshot({ path: '/tmp/series/booking-1280.png' });
  await confirmation.getByRole('button', { name: 'Confirmar', exact: true }).click();

  await expect(page).toHaveURL(/\/collaborator\/app\/series\/[0-9a-f-]{36}$/);
  const seriesUuid = page.url().split('/').at(-1)!;
  const list = page.getByRole('list', { name: 'Datas da série' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Semanal').first()).toBeVisible();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();

  // The psychologist sees the four dates on the series page, and 'Semanal' in 'Atendimentos'.
  const { page: psy } = await signedInAs(AS.helena);
  await psy.goto(`/psychologist/app/series/${seriesUuid}`);
  const psyList = psy.getByRole('list', { name: 'Datas da série' });
  await expect(psyList.getByRole('listitem')).toHaveCount(4);
  for (const d of dates) await expect(psyList).toContainText(dmy(d));
  await psy.setViewportSize({ width: 390, height: 900 });
  await psy.screenshot({ path: '/tmp/series/psy-series-390.png', fullPage: true });
  await psy.setViewportSize({ width: 1280, height: 900 });
  await psy.screenshot({ path: '/tmp/series/psy-series-1280.png', fullPage: true });

  // 'Só esta': Ana cancels the second date alone (in advance: the credit comes back).
  await page.getByRole('link', { name: `Cancelar só esta: ${dmy(dates[1])}` }).click();
  await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Agendamento cancelado com sucesso!')).toBeVisible();
  await page.goto(`/collaborator/app/series/${seriesUuid}`);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Cancelada pelo colaborador');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Pendente');

  // 'Esta e as seguintes' from the first date: confirmed in a dialog; every credit comes back.
  await page.getByRole('button', { name: `Encerrar a partir de ${dmy(dates[0])}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(dmy(dates[0]));
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: '/tmp/series/end-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Encerrar série' }).click();
  await expect(page.getByText('Encerrada', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/series/ana-series-ended-1280.png', fullPage: true });
  await expect(list.getByText('Pendente')).toHaveCount(0);

  // Both sides agree: the psychologist's page says the same, and Ana's balance is whole again.
  await psy.reload();
  await expect(psy.getByText('Encerrada', { exact: true })).toBeVisible();
  await expect(psyList.getByText('Pendente')).toHaveCount(0);
  await page.goto('/collaborator/app/dashboard');
  await expect(credits(page)).toHaveText(String(before));
  const { token } = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const res = await fetch(`${baseURL}/api/appointments/series/${seriesUuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await res.json()) as { status: string }).status).toBe('ended');
});
