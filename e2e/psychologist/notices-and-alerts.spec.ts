import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiToken, signIn } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';
import { newCollaborator } from '../support/people';
import { weekdayAhead } from '../support/days';

// Decisions 1392 and 1393 on a phone: a psychologist of her own is told of a booking, a reschedule
// and a cancel by her collaborator ('Mensagens' lists them to her address); after the collaborator
// marks PHQ-9 item 9, her dashboard names the patient with a link to the record, the record fits a
// 390 px screen, and opening it closes the alert. JOURNEY_SHOTS=<dir> keeps the screenshots.
const SHOTS = process.env.JOURNEY_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

type Call = (token: string, path: string, method?: string, body?: unknown) => Promise<Response>;

test('the psychologist is told of her bookings and sees the PHQ-9 alert with the patient', async ({
  page: adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await adminPage.setViewportSize({ width: 390, height: 844 });
  const call: Call = (token, path, method = 'GET', body) =>
    fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  // Her own collaborator (radar sent, 2 credits) and two hours on one weekday, through the API.
  const person = await newCollaborator(baseURL!);
  const own = await apiToken(baseURL!, 'collaborator', person.email, person.password);
  const q = (await (await call(own.token, '/well-being-radar/questionnaire')).json()) as {
    questions: { id: string; scale: { value: number }[] }[];
  };
  const answers = q.questions.map((x) => ({ questionId: x.id, value: x.scale[0]!.value }));
  expect((await call(own.token, '/well-being-radar/responses', 'POST', { answers })).status).toBe(
    201,
  );
  const admin = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const grant = await call(admin.token, `/collaborators/${person.uuid}/add-credits`, 'PATCH', {
    credits: 2,
  });
  expect(grant.status).toBe(200);
  const helena = await roomPsychologist(baseURL!, 'Helena Aviso Teste');
  const date = weekdayAhead(3);
  const dayOfWeek = new Date(`${date}T12:00:00Z`).getUTCDay();
  const hours: { uuid: string; startTime: string }[] = [];
  for (const [startTime, endTime] of [
    ['14:00', '14:50'],
    ['16:00', '16:50'],
  ]) {
    const res = await call(helena.token, '/opening-hours', 'POST', {
      psychologistUuid: helena.uuid,
      dayOfWeek,
      startTime,
      endTime,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    hours.push(...((await res.json()) as { uuid: string; startTime: string }[]));
  }
  const at = (t: string) => hours.find((h) => h.startTime.startsWith(t))!.uuid;

  // The collaborator books, moves and cancels: each tells Helena (decision 1392).
  const booked = await call(own.token, '/appointments/collaborators', 'POST', {
    collaboratorUuid: person.uuid,
    psychologistUuid: helena.uuid,
    openingHourUuid: at('14:00'),
    date,
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { uuid } = (await booked.json()) as { uuid: string };
  const moved = await call(own.token, `/appointments/${uuid}/reschedule`, 'PATCH', {
    openingHourUuid: at('16:00'),
    date,
  });
  expect(moved.status, await moved.clone().text()).toBe(200);
  const outbox = async () =>
    (
      (await (await call(admin.token, '/outbox')).json()) as {
        recipient: string;
        subject: string;
      }[]
    )
      .filter((m) => m.recipient === helena.email)
      .map((m) => m.subject);
  await expect
    .poll(outbox)
    .toEqual(expect.arrayContaining(['Novo agendamento', 'Sessão remarcada']));

  // The administrator's 'Mensagens' shows them to her address.
  await signIn(adminPage, 'administrator', DEMO.admin);
  await adminPage.goto('/administrator/app/messages');
  await adminPage.getByRole('searchbox', { name: 'Filtrar mensagens' }).fill(helena.email);
  await expect(
    adminPage.getByText(/Clara Nunes .* agendou uma sessão com você/).first(),
  ).toBeVisible();
  await expect(adminPage.getByText(/Clara Nunes .* remarcou a sessão/).first()).toBeVisible();
  await shoot(adminPage, 'messages-psychologist-notices');

  // A second booking, to keep the care relationship, then the first is cancelled.
  const second = await call(own.token, '/appointments/collaborators', 'POST', {
    collaboratorUuid: person.uuid,
    psychologistUuid: helena.uuid,
    openingHourUuid: at('14:00'),
    date,
  });
  expect(second.status, await second.clone().text()).toBe(201);
  const cancelled = await call(own.token, `/appointments/collaborators/cancel/${uuid}`, 'PATCH');
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  await expect.poll(outbox).toEqual(expect.arrayContaining(['Sessão cancelada']));

  // PHQ-9 with item 9 'Vários dias' (decision 1393).
  const phq9 = await call(own.token, '/measures/responses', 'POST', {
    instrument: 'phq9',
    answers: [1, 1, 0, 0, 0, 0, 0, 0, 1],
  });
  expect(phq9.status, await phq9.clone().text()).toBe(201);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signIn(page, 'psychologist', helena.email);
  const alert = page.getByRole('region', { name: 'Atenção: pensamentos de se ferir' });
  await expect(alert).toBeVisible();
  const row = alert.getByRole('listitem').filter({ hasText: 'Clara Nunes' });
  await expect(row).toHaveCount(1);
  await shoot(page, 'dashboard-phq9-alert');
  await row.getByRole('link', { name: /^Abrir prontuário de Clara Nunes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/psychologist/app/records/${person.uuid}$`));
  await expect(page.getByRole('heading', { name: 'Evolução' })).toBeVisible();
  await expect(page.getByText(/o item 9 \(pensamentos de se ferir\) foi marcado/)).toBeVisible();
  // At 390 px the record, its 'Evolução' included, never scrolls sideways.
  type Box = { scrollWidth: number; clientWidth: number };
  const widths = await page
    .locator('html')
    .evaluate((html) => [
      (html as unknown as Box).scrollWidth,
      (html as unknown as Box).clientWidth,
    ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await shoot(page, 'record-after-alert');

  // Opening the record closed the alert.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/measures/alerts'));
  await page.goto('/psychologist/app/dashboard');
  expect(await (await answered).json()).toEqual([]);
  await expect(page.getByText('atendimentos hoje')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Próximos atendimentos do mês' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await context.close();
});
