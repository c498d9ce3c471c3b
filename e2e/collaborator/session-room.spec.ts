import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO, signIn, type Role } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';
import { expectRemotePlaying, saoPauloNow } from '../support/room';

// Chromium's fake camera and microphone, granted without a prompt (domain.md §16's room).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.setTimeout(420_000);

/** Screenshots for review when ROOM_SHOTS names a folder (outside the repository). */
const SHOTS = process.env.ROOM_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

async function signedIn(browser: Browser, role: Role, email: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, role, email);
  return page;
}

test('ana and her psychologist meet in the room; muting shows; a reload comes back; bruno is refused', async ({
  browser,
  baseURL,
}) => {
  // Setup through the API: the demo psychologist opens an hour starting in 3 minutes, ana books it.
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
  const start = saoPauloNow(3);
  const end = saoPauloNow(53);
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
  const { uuid } = (await booked.json()) as { uuid: string };

  try {
    const anaPage = await signedIn(browser, 'collaborator', DEMO.ana);
    await anaPage.goto(`/collaborator/app/appointment/${uuid}/session`);
    // First session with this psychologist: the lobby shows its care contract (domain.md §16, §18).
    await expect(
      anaPage.getByRole('heading', { name: 'Contrato de atendimento', exact: true }),
    ).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Entrar na sala' })).toHaveCount(0);
    await shoot(anaPage, 'contract-lobby');
    await anaPage.getByRole('checkbox', { name: /concordo/ }).check();
    await anaPage.getByRole('button', { name: 'Aceitar contrato' }).click();
    await expect(anaPage.getByRole('heading', { name: /^Sessão com/ })).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Entrar na sala' })).toBeEnabled();
    await expect(anaPage.locator('video[aria-label="Sua câmera"]')).toBeVisible();
    await expectNoA11yViolations(anaPage);
    await shoot(anaPage, 'pre-join');
    await anaPage.keyboard.press('Tab'); // usable without a mouse: the join button takes Enter
    await anaPage.getByRole('button', { name: 'Entrar na sala' }).focus();
    await anaPage.keyboard.press('Enter');
    await expect(anaPage.getByText('Sua psicóloga entrará em instantes')).toBeVisible();
    await expect(anaPage.getByRole('link', { name: 'CVV 188' })).toBeVisible();
    await shoot(anaPage, 'waiting');

    const helenaPage = await signedIn(browser, 'psychologist', helena.email);
    await helenaPage.goto(`/psychologist/app/appointments/${uuid}/session`);
    await helenaPage.getByRole('button', { name: 'Entrar na sala' }).click();

    await expectRemotePlaying(anaPage);
    await expectRemotePlaying(helenaPage);
    await expectNoA11yViolations(anaPage);
    await shoot(anaPage, 'call-collaborator');
    await shoot(helenaPage, 'call-psychologist');

    // Muting on one side is seen on the other.
    await anaPage.getByRole('button', { name: 'Desligar microfone' }).click();
    await expect(helenaPage.getByText('Microfone desligado')).toBeVisible();
    await anaPage.getByRole('button', { name: 'Ligar microfone' }).click();
    await expect(helenaPage.getByText('Microfone desligado')).toBeHidden();

    // The psychologist reloads: the call comes back on both sides.
    await helenaPage.reload();
    await helenaPage.getByRole('button', { name: 'Entrar na sala' }).click();
    await expectRemotePlaying(helenaPage);
    await expectRemotePlaying(anaPage);

    // A third account with a valid token is refused.
    const brunoPage = await signedIn(browser, 'collaborator', DEMO.bruno);
    await brunoPage.goto(`/collaborator/app/appointment/${uuid}/session`);
    await expect(brunoPage.getByText('Acesso negado')).toBeVisible();

    // A refused camera: what the person reads, and how to allow it.
    const refusedContext = await browser.newContext({ locale: 'pt-BR' });
    await refusedContext.addInitScript({
      content: `navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
    });
    const refused = await refusedContext.newPage();
    await signIn(refused, 'collaborator', DEMO.ana);
    await refused.goto(`/collaborator/app/appointment/${uuid}/session`);
    await expect(refused.getByRole('alert')).toContainText('Para permitir');
    await expectNoA11yViolations(refused);
    await shoot(refused, 'refused-camera');
  } finally {
    // Leave the demo as it was: the appointment cancelled, the hour removed.
    await call(ana.token, `/appointments/collaborators/cancel/${uuid}`, { method: 'PATCH' });
    await call(helena.token, `/opening-hours/${hour!.uuid}`, { method: 'DELETE' });
  }
});
