import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO, signIn } from '../support/auth';
import { dmy, signInCollaborator, weekdayAhead } from './collaborator-session';

type Hour = { uuid: string; dayOfWeek: number; startTime: string; endTime: string };
type Busy = { date: string; status: string; openingHour: { uuid: string } };

const weekday = (ymd: string) => new Date(`${ymd}T12:00:00Z`).getUTCDay();

/** Picks `day` in a booking-style date field and the first free slot; answers the slot's range. */
async function pickFreeSlot(page: Page, field: string, day: string) {
  await page.locator(field).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  const cell = page.locator(`[data-day="${day}"]:not([data-outside]) button`);
  if (!(await cell.isVisible())) await page.getByRole('button', { name: /próximo|next/i }).click();
  await cell.click();
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  const free = page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /Livre$/ })
    .first();
  const range = ((await free.locator('span').first().textContent()) ?? '').trim();
  await free.click();
  return range;
}

test('ana reschedules a session from her history; the psychologist sees the new time and moves it again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // two people, two pickers, two axe scans on a shared machine
  // Setup through the API: one pending session with Helena 3 weekdays ahead (≥ 6 h, so movable).
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const auth = { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' };
  const get = async <T>(path: string) =>
    (await (await fetch(`${baseURL}/api${path}`, { headers: auth })).json()) as T;
  const hours = await get<Hour[]>(`/opening-hours/psychologist/${helena.uuid}`);
  const busy = await get<Busy[]>(`/appointments/psychologists/confirmed/${helena.uuid}`);
  const day = weekdayAhead(3);
  const taken = new Set(busy.filter((b) => b.date.slice(0, 10) === day).map((b) => b.openingHour.uuid));
  const hour = hours.find((h) => h.dayOfWeek === weekday(day) && !taken.has(h.uuid))!;
  const booked = await fetch(`${baseURL}/api/appointments/collaborators`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      collaboratorUuid: ana.uuid,
      psychologistUuid: helena.uuid,
      openingHourUuid: hour.uuid,
      date: day,
    }),
  });
  expect(booked.status).toBe(201);
  const { uuid } = (await booked.json()) as { uuid: string };

  try {
    await signInCollaborator(page, DEMO.ana);
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
    const context = await browser.newContext();
    const psy = await context.newPage();
    await signIn(psy, 'psychologist', DEMO.psychologist);
    await psy.goto('/psychologist/app/appointments');
    const row = psy.getByRole('listitem').filter({ hasText: dmy(newDay) }).filter({ hasText: range });
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
      psy.getByRole('listitem').filter({ hasText: dmy(lastDay) }).filter({ hasText: lastRange }),
    ).toHaveCount(1);
    await context.close();
  } finally {
    // Ana's credit back: the seed's other journeys count on it.
    await fetch(`${baseURL}/api/appointments/collaborators/cancel/${uuid}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ana.token}` },
    });
  }
});
