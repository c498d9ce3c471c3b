import { expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';

/** Chromium's fake camera and microphone, granted without a prompt (domain.md §16's room): `test.use(FAKE_MEDIA)`. */
export const FAKE_MEDIA = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

type Video = { videoWidth: number; currentTime: number };

/** The other person's video plays: it has a size and its time moves on. */
export async function expectRemotePlaying(page: Page, timeout = 30_000) {
  const video = page.locator('video[aria-label^="Vídeo de"]');
  await expect
    .poll(() => video.evaluate((v) => (v as unknown as Video).videoWidth), { timeout })
    .toBeGreaterThan(0);
  const t0 = await video.evaluate((v) => (v as unknown as Video).currentTime);
  await expect
    .poll(() => video.evaluate((v) => (v as unknown as Video).currentTime), { timeout: 10_000 })
    .toBeGreaterThan(t0);
}

/**
 * The collaborator accepts the psychologist's current care contract through the API: the room
 * waits for it (docs/domain.md §16, §18). For journeys about something else than the contract.
 */
export async function acceptCareContract(baseURL: string, token: string, psychologistUuid: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const path = `${baseURL}/api/psychologists/${psychologistUuid}/care-contract`;
  const current = (await (await fetch(path, { headers })).json()) as { version: number };
  const res = await fetch(`${path}/acceptances`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: current.version }),
  });
  if (res.status !== 201) throw new Error(`care contract: ${res.status} ${await res.text()}`);
}
