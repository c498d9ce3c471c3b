import { expect, type Page } from '@playwright/test';

/** Now in São Paulo: the day, its weekday, and HH:MM `plus` minutes ahead. */
export function saoPauloNow(plus: number) {
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
