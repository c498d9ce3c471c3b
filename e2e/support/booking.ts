import { expect, type Page } from '@playwright/test';
import { caller, expectCall } from './api';
import { dayAhead, dmy, pickDay, soonHour } from './days';

type Person = { uuid: string; token: string };

/** The psychologist opens an hour on a weekday; answers its uuid. */
export async function openHour(
  baseURL: string,
  psychologist: Person,
  hour: { weekday: number; startTime: string; endTime: string },
) {
  const [created] = await expectCall<{ uuid: string }[]>(
    caller(baseURL, psychologist.token),
    '/opening-hours',
    {
      method: 'POST',
      body: JSON.stringify({
        psychologistUuid: psychologist.uuid,
        dayOfWeek: hour.weekday,
        startTime: hour.startTime,
        endTime: hour.endTime,
      }),
      status: 201,
    },
  );
  return created!.uuid;
}

/** The collaborator books an hour of the psychologist on a date, through the API. */
export function book(
  baseURL: string,
  collaborator: Person,
  psychologistUuid: string,
  openingHourUuid: string,
  date: string,
) {
  return expectCall<{ uuid: string; startsAt: string }>(
    caller(baseURL, collaborator.token),
    '/appointments/collaborators',
    {
      method: 'POST',
      body: JSON.stringify({
        collaboratorUuid: collaborator.uuid,
        psychologistUuid,
        openingHourUuid,
        date,
      }),
      status: 201,
    },
  );
}

/**
 * The psychologist opens a 50-minute hour starting `startIn` minutes from now and the collaborator
 * books it (the room's journeys). `cleanUp` cancels it on both sides and removes the hour, as far as
 * the rules allow.
 */
export async function bookSoon(
  baseURL: string,
  collaborator: Person,
  psychologist: Person,
  startIn: number,
) {
  const { start, end } = soonHour(startIn);
  const hourUuid = await openHour(baseURL, psychologist, {
    weekday: start.weekday,
    startTime: start.time,
    endTime: end.time,
  });
  const booked = await book(baseURL, collaborator, psychologist.uuid, hourUuid, start.ymd);
  const cleanUp = async () => {
    await caller(baseURL, collaborator.token)(`/appointments/collaborators/cancel/${booked.uuid}`, {
      method: 'PATCH',
    });
    await caller(baseURL, psychologist.token)(`/appointments/psychologists/cancel/${booked.uuid}`, {
      method: 'PATCH',
    });
    await caller(baseURL, psychologist.token)(`/opening-hours/${hourUuid}`, { method: 'DELETE' });
  };
  return { ...booked, hourUuid, cleanUp };
}

/**
 * The collaborator books, from `fromDays` days ahead on, the first hour of the psychologist that no
 * other journey holds (a taken one answers 409 and the next is tried).
 */
export async function bookFreeHour(
  baseURL: string,
  collaborator: Person,
  psychologistUuid: string,
  fromDays: number,
) {
  const call = caller(baseURL, collaborator.token);
  const hours = (await (await call(`/opening-hours/psychologist/${psychologistUuid}`)).json()) as {
    uuid: string;
    dayOfWeek: number;
    startTime: string;
  }[];
  expect(hours.length).toBeGreaterThan(0);
  for (let days = fromDays; days < fromDays + 36; days++) {
    const { ymd, weekday } = dayAhead(days);
    for (const hour of hours.filter((h) => h.dayOfWeek === weekday)) {
      const res = await call('/appointments/collaborators', {
        method: 'POST',
        body: JSON.stringify({
          collaboratorUuid: collaborator.uuid,
          psychologistUuid,
          openingHourUuid: hour.uuid,
          date: ymd,
        }),
      });
      if (res.status === 201)
        return { ...((await res.json()) as { uuid: string }), day: ymd, hour };
      expect(res.status, await res.clone().text()).toBe(409); // taken by another journey
    }
  }
  throw new Error('no free slot in the next weeks');
}

/** Picks `day` in a booking-style date field and the first free slot; answers the slot's range. */
export async function pickFreeSlot(page: Page, field: string, day: string) {
  await pickDay(page, page.locator(field), day);
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  const free = page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /Livre$/ })
    .first();
  const range = ((await free.locator('span').first().textContent()) ?? '').trim();
  await free.click();
  return range;
}
