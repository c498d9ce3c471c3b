import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { dmy, pickDay, plusDays, tuesdayAhead } from '../support/days';

// decision 1361: Helena's absence over two dates of Ana's weekly series offers to skip them.
test('an absence over a weekly series skips its dates; Ana gets the credits back', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await signedInAs(AS.ana);
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

  const { page: psy } = await signedInAs(AS.helena);
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
});
