import { expect, test } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, HOME, openSignIn } from '../support/auth';

/** 'yyyy-MM-dd' in São Paulo, `days` after today, and its weekday (0 Sunday). */
function localDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { ymd: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

interface Hour {
  uuid: string;
  dayOfWeek: number;
  startTime: string;
}

test("the administrator's 'Mensagens' page shows the reminder of a booking made by ana", async ({
  page,
  baseURL,
}) => {
  // Setup through the API: ana books a free slot of the demo psychologist, days ahead.
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${ana.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  const hours = (await (await call(`/opening-hours/psychologist/${helena.uuid}`)).json()) as Hour[];
  expect(hours.length).toBeGreaterThan(0);

  let appointment: { uuid: string } | undefined;
  let bookedDay = '';
  for (let days = 4; days < 40 && !appointment; days++) {
    const { ymd, weekday } = localDay(days);
    for (const hour of hours.filter((h) => h.dayOfWeek === weekday)) {
      const res = await call('/appointments/collaborators', {
        method: 'POST',
        body: JSON.stringify({
          collaboratorUuid: ana.uuid,
          psychologistUuid: helena.uuid,
          openingHourUuid: hour.uuid,
          date: ymd,
        }),
      });
      if (res.status === 201) {
        appointment = (await res.json()) as { uuid: string };
        bookedDay = ymd;
        break;
      }
      expect(res.status, await res.clone().text()).toBe(409); // taken by another journey
    }
  }
  expect(appointment, 'a free slot in the next weeks').toBeDefined();

  try {
    await openSignIn(page, 'administrator');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(DEMO.admin);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME.administrator}$`));
    await page.goto('/administrator/app/messages');
    await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
    const reminder = page
      .getByRole('list', { name: 'Mensagens' })
      .getByRole('listitem')
      .filter({ hasText: `/collaborator/app/appointment/${appointment!.uuid}/session` })
      .filter({ hasText: 'Sua sessão começa em breve' }); // ana's, not the psychologist's
    await expect(reminder).toHaveCount(1);
    // Phones are shown formatted, e.g. '(11) 98765-4321'.
    await expect(reminder).toContainText(
      /Para: (ana@empresa-demo\.com\.br|\(\d{2}\) \d{4,5}-\d{4})/,
    );
    await expect(reminder).toContainText(bookedDay.split('-').reverse().join('/'));
    await expect(reminder).toContainText('(horário de Brasília)');
    await expect(reminder).toContainText('Na fila');
    await expect(reminder).toContainText('envio programado para');
  } finally {
    // Leave ana as she was: cancelled days ahead, the credit comes back.
    const res = await call(`/appointments/collaborators/cancel/${appointment!.uuid}`, {
      method: 'PATCH',
    });
    expect(res.status).toBe(200);
  }
});
