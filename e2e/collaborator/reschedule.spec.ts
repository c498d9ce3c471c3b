import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO } from '../support/auth';
import { caller } from '../support/api';
import { bookFreeHour, pickFreeSlot } from '../support/booking';
import { dmy, weekdayAhead } from '../support/days';

test('ana reschedules a session from her history; the psychologist sees the new time and moves it again', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(150_000); // two people, two pickers, two axe scans on a shared machine
  // Setup through the API: one pending session with Helena 3 weekdays ahead (≥ 6 h, so movable).
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const { uuid } = await bookFreeHour(baseURL!, ana, helena.uuid, 3);

  try {
    await signedInAs(AS.ana);
    await page.getByRole('link', { name: 'Minhas sessões' }).first().click();
    const link = page.locator(`a[href="/collaborator/app/appointment/${uuid}/reschedule"]`);
    await expect(link).toHaveText('Remarcar');
    await link.click();
    await expect(page.getByRole('heading', { name: 'Remarcar sessão' })).toBeVisible();

    const newDay = weekdayAhead(6);
    const range = await pickFreeSlot(page, `[id="reschedule-date-${uuid}"]`, newDay);
    const confirmation = page.getByRole('region', { name: 'Confirmação da remarcação' });
    await expect(confirmation).toContainText(`para ${dmy(newDay)}, ${range}`);
    await expectNoA11yViolations(page);
    await confirmation.getByRole('button', { name: 'Confirmar remarcação' }).click();
    await expect(
      page.getByText(`Sessão remarcada para ${dmy(newDay)} às ${range.slice(0, 5)}.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/appointments-history$/);
    const card = page.getByRole('listitem').filter({ has: link });
    await expect(card).toContainText(dmy(newDay));
    await expect(card).toContainText('Pendente');

    // The psychologist's 'Atendimentos' shows the new time; it moves the session once more.
    const { page: psy } = await signedInAs(AS.helena);
    await psy.goto('/psychologist/app/appointments');
    const row = psy
      .getByRole('listitem')
      .filter({ hasText: dmy(newDay) })
      .filter({ hasText: range });
    await expect(row.filter({ hasText: /Ana/ })).toHaveCount(1);
    await row.filter({ hasText: /Ana/ }).getByRole('button', { name: 'Ações' }).click();
    await psy.getByRole('menuitem', { name: 'Remarcar' }).click();
    const dialog = psy.getByRole('dialog', { name: 'Remarcar atendimento' });
    await expect(dialog).toContainText(`${dmy(newDay)} às ${range.slice(0, 5)}`);
    const lastDay = weekdayAhead(8);
    const lastRange = await pickFreeSlot(psy, `[id="reschedule-date-${uuid}"]`, lastDay);
    await expectNoA11yViolations(psy);
    await dialog.getByRole('button', { name: 'Confirmar remarcação' }).click();
    await expect(
      psy.getByText(`Sessão remarcada para ${dmy(lastDay)} às ${lastRange.slice(0, 5)}.`),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(
      psy
        .getByRole('listitem')
        .filter({ hasText: dmy(lastDay) })
        .filter({ hasText: lastRange }),
    ).toHaveCount(1);
  } finally {
    // Ana's credit back: the seed's other journeys count on it.
    await caller(baseURL!, ana.token)(`/appointments/collaborators/cancel/${uuid}`, {
      method: 'PATCH',
    });
  }
});
