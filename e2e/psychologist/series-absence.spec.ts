import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/auth';
import { dmy, signInCollaborator } from '../collaborator/collaborator-session';

/** 'yyyy-MM-dd' of the first Tuesday at least `days` days after today in São Paulo. */
function tuesdayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const plusDays = (ymd: string, n: number) => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Opens a date field and picks `day`, turning the calendar's months forward as needed. */
async function pickDay(page: Page, field: Locator, day: string) {
  await field.click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  const cell = page.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++)
    await page.getByRole('button', { name: /próximo|next/i }).click();
  await cell.click();
}

// decision 1361: Helena's absence over two dates of Ana's weekly series offers to skip them.
test('an absence over a weekly series skips its dates; Ana gets the credits back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInCollaborator(page, DEMO.ana);
  const first = tuesdayAhead(43); // away from the other journeys' dates
  const dates = [0, 7, 14, 21].map((n) => plusDays(first, n));
  await page.goto('/collaborator/app/psychologists');
  await page.getByRole('searchbox').fill('helena');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await pickDay(page, page.locator('#booking-date'), first);
  await page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /^10:00/ })
    .click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await confirmation.getByRole('radio', { name: 'Repetir toda semana' }).check();
  await expect(
    confirmation.getByRole('list', { name: 'Próximas datas da série' }).getByText('Disponível'),
  ).toHaveCount(4);
  await confirmation.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/series\/[0-9a-f-]{36}$/);
  const seriesUuid = page.url().split('/').at(-1)!;

  const psyContext = await browser.newContext();
  const psy = await psyContext.newPage();
  await signIn(psy, 'psychologist', DEMO.psychologist);
  await psy.getByRole('link', { name: 'Horários' }).first().click();
  const section = psy.getByRole('region', { name: 'Ausências' });
  await section.getByRole('button', { name: 'Adicionar ausência' }).first().click();
  const dialog = psy.getByRole('dialog', { name: 'Adicionar ausência' });
  await pickDay(psy, dialog.getByLabel('Primeiro dia'), plusDays(dates[1]!, -1));
  await pickDay(psy, dialog.getByLabel('Último dia'), plusDays(dates[2]!, 1));
  await dialog.getByRole('button', { name: 'Adicionar ausência' }).click();
  const listed = dialog.getByRole('list', { name: 'Sessões no período' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed).toContainText(`${dmy(dates[1]!)} às 10:00`);
  await expect(listed).toContainText(`${dmy(dates[2]!)} às 10:00`);
  await psy.setViewportSize({ width: 390, height: 900 });
  await psy.screenshot({ path: '/tmp/series-gaps/absence-skip-390.png' });
  await psy.setViewportSize({ width: 1280, height: 900 });
  await psy.screenshot({ path: '/tmp/series-gaps/absence-skip-1280.png' });
  await dialog.getByRole('button', { name: 'Pular estas sessões da série' }).click();
  await expect(psy.getByText('Ausência adicionada.')).toBeVisible();

  // Ana's series page: those two dates cancelled by the psychologist, the others still booked.
  await page.reload();
  const list = page.getByRole('list', { name: 'Datas da série' });
  await expect(list.getByRole('listitem').nth(1)).toContainText('Cancelado pelo psicólogo');
  await expect(list.getByRole('listitem').nth(2)).toContainText('Cancelado pelo psicólogo');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Pendente');

  // Leave nothing behind for other journeys: the series ends, the absence goes.
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const ended = await fetch(`${baseURL}/api/appointments/series/${seriesUuid}/end`, {
    method: 'POST',
    headers: { authorization: `Bearer ${helena.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fromDate: first }),
  });
  expect(ended.status).toBe(200);
  const item = section.getByRole('listitem').filter({ hasText: dmy(plusDays(dates[1]!, -1)) });
  await item.getByRole('button', { name: /Remover/ }).click();
  await psy.getByRole('alertdialog').getByRole('button', { name: 'Remover ausência' }).click();
  await expect(psy.getByText('Ausência removida.')).toBeVisible();
  await psyContext.close();
});
