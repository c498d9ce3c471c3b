import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO, signIn } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';

// Decision 1418: a psychologist of its own cancels a session from 'Atendimentos' (docs/domain.md §6).
// Ana's credit comes back with the cancellation. 'Horários' shows no remove (decision 1419).
test.setTimeout(180_000);

/** Screenshots for review when JOURNEY_SHOTS names a folder (outside the repository). */
async function shoot(page: Page, name: string) {
  const dir = process.env.JOURNEY_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** São Paulo's day and weekday `days` days from now. */
function saoPauloDay(days: number) {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return { ymd, weekday: new Date(`${ymd}T12:00:00Z`).getUTCDay() };
}

test('the psychologist cancels a pending session from Atendimentos', async ({ page, baseURL }) => {
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await roomPsychologist(baseURL!, 'Helena Agenda Teste');
  const call = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const day = saoPauloDay(3);
  const addHour = async (startTime: string, endTime: string) => {
    const res = await call(helena.token, '/opening-hours', {
      method: 'POST',
      body: JSON.stringify({
        psychologistUuid: helena.uuid,
        dayOfWeek: day.weekday,
        startTime,
        endTime,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { uuid: string }[])[0]!.uuid;
  };
  const booked = await addHour('10:00', '10:50');
  const booking = await call(ana.token, '/appointments/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      collaboratorUuid: ana.uuid,
      psychologistUuid: helena.uuid,
      openingHourUuid: booked,
      date: day.ymd,
    }),
  });
  expect(booking.status, await booking.clone().text()).toBe(201);
  const { uuid } = (await booking.json()) as { uuid: string };
  try {
    await signIn(page, 'psychologist', helena.email);

    // 'Horários' lists the hours with no edit or delete (the spec; decision 1419).
    await page.goto('/psychologist/app/opening-hours');
    await expect(page.getByText('10:00 - 10:50').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);

    // 'Atendimentos': 'Ações' → 'Cancelar', confirmed; the row reads 'Cancelado pelo psicólogo'.
    await page.goto('/psychologist/app/appointments');
    const row = page.getByRole('link', { name: /Avaliações de Ana/ }).first();
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
    // Ana's credit is back whatever happened above (the psychologist's cancel always refunds).
    await call(helena.token, `/appointments/psychologists/cancel/${uuid}`, { method: 'PATCH' });
  }
});
