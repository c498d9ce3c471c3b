import { expect, test, type Locator, type Page } from '@playwright/test';

/** Today's 'yyyy-MM-dd' in São Paulo. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** 'yyyy-MM-dd' `n` days after `ymd`. */
export function plusDays(ymd: string, n: number) {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The weekday of a 'yyyy-MM-dd' (0 Sunday). */
const weekday = (ymd: string) => new Date(`${ymd}T12:00:00Z`).getUTCDay();

/** São Paulo's day `days` days from now and its weekday. */
export function dayAhead(days: number) {
  const ymd = plusDays(today(), days);
  return { ymd, weekday: weekday(ymd) };
}

/** 'yyyy-MM-dd' of the first day at least `days` days after today in São Paulo that `accept`s. */
function firstAhead(days: number, accept: (weekday: number) => boolean) {
  let ymd = plusDays(today(), days);
  while (!accept(weekday(ymd))) ymd = plusDays(ymd, 1);
  return ymd;
}

/** 'yyyy-MM-dd' of the first weekday (Mon–Fri) at least `days` days after today in São Paulo. */
export const weekdayAhead = (days: number) => firstAhead(days, (w) => w !== 0 && w !== 6);

/** 'yyyy-MM-dd' of the first Tuesday at least `days` days after today in São Paulo. */
export const tuesdayAhead = (days: number) => firstAhead(days, (w) => w === 2);

export const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

/** Now in São Paulo: the day, its weekday, and HH:MM `plus` minutes ahead. */
function saoPauloNow(plus: number) {
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
  return { ymd, weekday: weekday(ymd), time: `${parts.hour}:${parts.minute}:00` };
}

/**
 * A `minutes`-long opening hour starting `startIn` minutes from now in São Paulo (the room's
 * journeys). An opening hour ends on the day it starts (docs/domain.md §8: 'O horário final deve ser
 * depois do inicial'), so near midnight there is no such hour: the journey is skipped, saying why,
 * instead of failing at whatever hour CI runs.
 */
export function soonHour(startIn: number, minutes = 50) {
  const start = saoPauloNow(startIn);
  const end = saoPauloNow(startIn + minutes);
  test.skip(
    end.ymd !== start.ymd,
    `No ${minutes}-minute hour starts ${startIn} minutes from now and ends before midnight in São Paulo`,
  );
  return { start, end };
}

/** Opens a date field and picks `day`, turning the calendar's months forward as needed. */
export async function pickDay(page: Page, field: Locator, day: string) {
  await field.click();
  // The calendar loads on first use: wait for it before deciding whether to turn the month.
  await expect(page.getByRole('grid').first()).toBeVisible();
  const cell = page.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++)
    await page.getByRole('button', { name: /próximo|next/i }).click();
  await cell.click();
}
