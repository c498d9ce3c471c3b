import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO, signIn } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';

// docs/domain.md §18: the demo psychologist writes a note in the session room (autosaved, 'Salvo'),
// adds an addendum to a seeded locked note of Ana's, opens the 'Prontuário' and downloads its PDF.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.setTimeout(300_000);

/** Screenshots for review when NOTES_SHOTS names a folder (outside the repository). */
async function shoot(page: Page, name: string) {
  const dir = process.env.NOTES_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** São Paulo's day, weekday and HH:MM:00 `plus` minutes from now. */
function saoPaulo(plus: number) {
  const at = new Date(Date.now() + plus * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const ymd = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    ymd,
    weekday: new Date(`${ymd}T12:00:00Z`).getUTCDay(),
    time: `${parts.hour}:${parts.minute}:00`,
  };
}

test('the psychologist adds an addendum to a locked note and downloads the record', async ({
  page,
}) => {
  await signIn(page, 'psychologist', DEMO.psychologist);
  await page.getByRole('link', { name: 'Prontuários' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prontuários' })).toBeVisible();
  await page.getByRole('link', { name: /Ana Beatriz/ }).click();
  await expect(page.getByRole('heading', { name: /^Prontuário de Ana/ })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessões anotadas' }).getByRole('heading');
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Correção: a mudança de equipe ocorreu há três meses')).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, 'record');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^prontuario-.*\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The oldest session is locked: its note is read-only and takes a dated addendum.
  await page.getByRole('link', { name: 'Adicionar adendo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Anotações da sessão' })).toBeVisible();
  await expect(page.getByText(/^Bloqueada em/)).toBeVisible();
  await expect(page.getByText(/Primeira sessão\. Ana relata tensão/)).toBeVisible();
  const text = `Adendo do teste ${Date.now()}`;
  await page.getByLabel('Novo adendo').fill(text);
  await expect(page.getByText(`${text.length}/10000`)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar adendo' }).click();
  await expect(page.getByRole('list', { name: 'Adendos' })).toContainText(text);
  await expect(page.getByLabel('Novo adendo')).toHaveValue('');
  // The success toast passes first (its colours are the app-wide toaster's).
  await expect(page.getByText('Adendo adicionado')).toBeHidden({ timeout: 15_000 });
  await expectNoA11yViolations(page);
  await shoot(page, 'locked-note');
});

test('the psychologist writes a note in the session room and sees it saved', async ({
  page,
  baseURL,
}) => {
  // Setup through the API: an hour starting within a minute, booked by ana (as the room's journey).
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await roomPsychologist(baseURL!, 'Helena Sala Teste');
  const call = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const start = saoPaulo(1);
  const end = saoPaulo(51);
  const hourRes = await call(helena.token, '/opening-hours', {
    method: 'POST',
    body: JSON.stringify({
      psychologistUuid: helena.uuid,
      dayOfWeek: start.weekday,
      startTime: start.time,
      endTime: end.time,
    }),
  });
  expect(hourRes.status, await hourRes.clone().text()).toBe(201);
  const [hour] = (await hourRes.json()) as { uuid: string }[];
  const booked = await call(ana.token, '/appointments/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      collaboratorUuid: ana.uuid,
      psychologistUuid: helena.uuid,
      openingHourUuid: hour!.uuid,
      date: start.ymd,
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { uuid, startsAt } = (await booked.json()) as { uuid: string; startsAt: string };
  try {
    await signIn(page, 'psychologist', helena.email);
    // Writing opens at the start: before it, the room's panel says so.
    await page.goto(`/psychologist/app/appointments/${uuid}/session`);
    await page.getByRole('button', { name: 'Entrar na sala' }).click();
    const panel = page.getByRole('complementary', { name: 'Anotações da sessão' });
    const wait = Date.parse(startsAt) - Date.now();
    if (wait > 0) {
      await expect(panel).toContainText('a partir do início da sessão');
      await page.waitForTimeout(wait + 1_000);
      await page.reload();
      await page.getByRole('button', { name: 'Entrar na sala' }).click();
    }
    const note = panel.getByLabel('Anotação da sessão');
    await note.fill('Sessão de acompanhamento.\n\tAna relata semana mais tranquila.');
    await expect(panel.getByRole('status').filter({ hasText: 'Salvo' })).toBeVisible();
    await expect(panel.getByText('60/10000')).toBeVisible();
    await shoot(page, 'room-note');

    // The same note from the appointment's page: what was typed is there.
    await page.goto(`/psychologist/app/appointments/${uuid}/note`);
    await expect(page.getByLabel('Anotação da sessão')).toHaveValue(
      'Sessão de acompanhamento.\n\tAna relata semana mais tranquila.',
    );
    await expect(page.getByText(/^Editável até/)).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, 'note-page');
  } finally {
    // Leave the demo as it was as far as the rules allow: the booking cancelled, the hour removed.
    await call(ana.token, `/appointments/collaborators/cancel/${uuid}`, { method: 'PATCH' });
    await call(helena.token, `/appointments/psychologists/cancel/${uuid}`, { method: 'PATCH' });
    await call(helena.token, `/opening-hours/${hour!.uuid}`, { method: 'DELETE' });
  }
});
