import { expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { caller } from '../support/api';
import { book, openHour } from '../support/booking';
import { dayAhead } from '../support/days';
import { newCollaborator } from '../support/people';
import { shoot } from '../support/shots';

// Decision 1418: a psychologist of its own cancels a session from 'Atendimentos' (docs/domain.md §6).
// The collaborator's credit comes back with the cancellation. 'Horários' shows no remove (decision 1419).
test.setTimeout(180_000);

test('the psychologist cancels a pending session from Atendimentos', async ({
  baseURL,
  signedInAs,
}) => {
  const clara = await newCollaborator(baseURL!, { radar: true, credits: 1 });
  const helena = await signedInAs('psychologist', { name: 'Helena Agenda Teste' });
  const { page } = helena;
  const day = dayAhead(3);
  const hour = await openHour(baseURL!, helena, {
    weekday: day.weekday,
    startTime: '10:00',
    endTime: '10:50',
  });
  const { uuid } = await book(baseURL!, clara, helena.uuid, hour, day.ymd);
  try {
    // 'Horários' lists the hours with no edit or delete (the spec; decision 1419).
    await page.goto('/psychologist/app/opening-hours');
    await expect(page.getByText('10:00 - 10:50').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);

    // 'Atendimentos': 'Ações' → 'Cancelar', confirmed; the row reads 'Cancelado pelo psicólogo'.
    await page.goto('/psychologist/app/appointments');
    const row = page.getByRole('link', { name: /Avaliações de Clara/ }).first();
    await row.getByRole('button', { name: 'Ações' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Cancelar agendamento?' })).toBeVisible();
    await shoot(page, 'cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await expect(page.getByText('Agendamento cancelado com sucesso.')).toBeVisible();
    await expect(row.getByText('Cancelado pelo psicólogo')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Ações' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'appointments');
  } finally {
    // The credit is back whatever happened above (the psychologist's cancel always refunds).
    await caller(baseURL!, helena.token)(`/appointments/psychologists/cancel/${uuid}`, {
      method: 'PATCH',
    });
  }
});
