import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiToken } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';
import { saoPauloNow } from '../support/room';
import { signInCollaborator } from './collaborator-session';
import { newCollaborator } from './new-collaborator';

// From its start on, a session is neither cancelled nor rescheduled by the collaborator (docs/domain.md
// §17): the history shows it 'Em andamento' without 'Cancelar' or 'Remarcar', the cancel page sends
// back, and the API answers 409 'A sessão já começou'. JOURNEY_SHOTS=<dir> keeps the screenshots.
const SHOTS = process.env.JOURNEY_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a started session can no longer be cancelled; the history shows it in progress', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A collaborator of its own, with the radar sent and 1 credit, all through the API.
  const person = await newCollaborator(baseURL!);
  const own = await apiToken(baseURL!, 'collaborator', person.email, person.password);
  const call = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  const questionnaire = (await (
    await call(own.token, '/well-being-radar/questionnaire')
  ).json()) as { questions: { id: string; scale: { value: number }[] }[] };
  const sent = await call(own.token, '/well-being-radar/responses', {
    method: 'POST',
    body: JSON.stringify({
      answers: questionnaire.questions.map((q) => ({ questionId: q.id, value: q.scale[0]!.value })),
    }),
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  const admin = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const granted = await call(admin.token, `/collaborators/${person.uuid}/add-credits`, {
    method: 'PATCH',
    body: JSON.stringify({ credits: 1 }),
  });
  expect(granted.status, await granted.clone().text()).toBe(200);

  // A psychologist of its own opens an hour starting in about two minutes; the collaborator books it.
  const helena = await roomPsychologist(baseURL!, 'Helena Começo Teste');
  const start = saoPauloNow(2);
  const end = saoPauloNow(52);
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
  const booked = await call(own.token, '/appointments/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      collaboratorUuid: person.uuid,
      psychologistUuid: helena.uuid,
      openingHourUuid: hour!.uuid,
      date: start.ymd,
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { uuid, startsAt } = (await booked.json()) as { uuid: string; startsAt: string };

  await signInCollaborator(page, person.email, person.password);
  const terms = page.getByRole('dialog');
  await terms.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await terms.getByRole('button', { name: 'Aceitar termos' }).click();
  await expect(terms).toBeHidden();

  // Before the start: 'Cancelar' is offered.
  await page.goto('/collaborator/app/appointments-history');
  const card = page.getByRole('listitem').filter({ hasText: 'Helena Começo Teste' });
  await expect(card.getByRole('link', { name: /^Cancelar sessão de/ })).toBeVisible();

  // Once the start has passed (the page is reloaded after it, whatever its refresh interval).
  await expect
    .poll(() => Date.now() >= new Date(startsAt).getTime() + 1_000, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(true);
  await page.reload();
  await expect(card.getByText('Em andamento')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Cancelar sessão de/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Remarcar sessão de/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Entrar na sessão' })).toBeVisible();
  await shoot(page, 'session-started-history');

  // The cancel page, opened by its address, sends back to the dashboard.
  await page.goto(`/collaborator/app/appointment/${uuid}/cancel`);
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);

  // The server refuses it too.
  const refused = await call(own.token, `/appointments/collaborators/cancel/${uuid}`, {
    method: 'PATCH',
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('A sessão já começou');
});
