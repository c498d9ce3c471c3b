import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO } from '../support/auth';
import { dmy, pickDay, weekdayAhead } from '../support/days';

test('the psychologist marks an absence and Ana sees those slots unavailable; removing it frees them', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const day = weekdayAhead(20);
  await signedInAs(AS.helena);
  await page.getByRole('link', { name: 'Horários' }).first().click();
  const section = page.getByRole('region', { name: 'Ausências' });
  await expect(section.getByText('Nenhuma ausência marcada.')).toBeVisible();
  await section.getByRole('button', { name: 'Adicionar ausência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar ausência' });
  await dialog.getByRole('button', { name: 'Adicionar ausência' }).click();
  await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
  await pickDay(page, dialog.getByLabel('Primeiro dia'), day);
  await pickDay(page, dialog.getByLabel('Último dia'), day);
  await dialog.getByLabel('Motivo (opcional)').fill('Congresso');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Adicionar ausência' }).click();
  await expect(page.getByText('Ausência adicionada.')).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: dmy(day) });
  await expect(item).toContainText('Congresso');
  // The list (the toast above it is still fading in, its colours mid-animation).
  await expectNoA11yViolations(page, { include: 'section[aria-labelledby="ausencias"]' });

  // Ana's booking screen: every slot of that day 'Indisponível'.
  const { page: ana } = await signedInAs(AS.ana);
  await ana.goto(`/collaborator/app/psychologists/${helena.uuid}`);
  await pickDay(ana, ana.locator('#booking-date'), day);
  await expect(ana.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  const slots = ana.getByRole('list', { name: 'Horários' }).getByRole('button');
  await expect(slots.first()).toBeVisible();
  const total = await slots.count();
  await expect(slots.filter({ hasText: 'Indisponível' })).toHaveCount(total);
  for (let i = 0; i < total; i++) await expect(slots.nth(i)).toBeDisabled();

  // Removed (asked first), the day is bookable again.
  await item.getByRole('button', { name: /Remover/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover ausência' }).click();
  await expect(page.getByText('Ausência removida.')).toBeVisible();
  await expect(section.getByText('Nenhuma ausência marcada.')).toBeVisible();
  await ana.reload();
  await pickDay(ana, ana.locator('#booking-date'), day);
  await expect(
    ana
      .getByRole('list', { name: 'Horários' })
      .getByRole('button', { name: /Livre$/ })
      .first(),
  ).toBeVisible();
});

test('the psychologist reads and downloads its statement; the administrator its payouts and disputes', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  await signedInAs(AS.helena);
  const extrato = page.getByRole('region', { name: 'Extrato' });
  await expect(extrato.getByText(/^Total \(\d+ sess(ão|ões)\)$/)).toBeVisible();
  await expect(extrato.getByRole('listitem').first()).toContainText('R$');
  await expectNoA11yViolations(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    extrato.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}\.csv$/);

  const { page: admin } = await signedInAs(AS.admin);
  await admin.getByRole('link', { name: 'Repasses' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Repasses', level: 1 })).toBeVisible();
  await expect(
    admin.getByRole('listitem').filter({ hasText: 'Helena Martins Duarte' }),
  ).toContainText('R$');
  await expectNoA11yViolations(admin);
  const [payouts] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(payouts.suggestedFilename()).toMatch(/^repasses-\d{4}-\d{2}\.csv$/);

  await admin.getByRole('link', { name: 'Contestações' }).first().click();
  await expect(admin.getByRole('heading', { name: 'Contestações', level: 1 })).toBeVisible();
  await expect(admin.getByText('Nenhuma contestação aberta.')).toBeVisible();
  await expectNoA11yViolations(admin);
});
