import { DAY_NAMES } from '@acolher/contracts/constants';
import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';
import { caller, outbox } from '../support/api';
import { ownCollaborator } from '../account/account-support';
import { weekdayAhead } from '../support/days';
import { shoot } from '../support/shots';

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A psychologist of the journey's own whose only bookable slot in the horizon (one evening hour on
 * `date`, absences around it) is taken by another collaborator of the journey's own.
 */
async function fullPsychologist(baseURL: string) {
  const psychologist = await roomPsychologist(baseURL, 'Dra. Helena Lista');
  const asPsychologist = caller(baseURL, psychologist.token);
  const date = weekdayAhead(3);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const hours = await asPsychologist('/opening-hours', {
    method: 'POST',
    body: JSON.stringify({
      psychologistUuid: psychologist.uuid,
      dayOfWeek: weekday,
      startTime: '20:00',
      endTime: '20:50',
    }),
  });
  expect(hours.status, await hours.clone().text()).toBe(201);
  const [hour] = (await hours.json()) as { uuid: string }[];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  for (const [startDate, endDate] of [
    [today, addDays(date, -1)],
    [addDays(date, 1), addDays(date, 100)],
  ]) {
    const absence = await asPsychologist(`/psychologists/${psychologist.uuid}/absences`, {
      method: 'POST',
      body: JSON.stringify({ startDate, endDate, reason: 'Agenda cheia' }),
    });
    expect(absence.status, await absence.clone().text()).toBe(201);
  }

  // Another collaborator (with a credit and the radar sent) books the one slot.
  const other = await ownCollaborator(baseURL, 'senha-da-fila-1');
  const admin = await apiToken(baseURL, 'administrator', DEMO.admin);
  const grant = await caller(baseURL, admin.token)(`/collaborators/${other.uuid}/add-credits`, {
    method: 'PATCH',
    body: JSON.stringify({ credits: 1 }),
  });
  expect(grant.status).toBe(200);
  const otherToken = (await apiToken(baseURL, 'collaborator', other.email, 'senha-da-fila-1'))
    .token;
  const asOther = caller(baseURL, otherToken);
  const questionnaire = (await (await asOther('/well-being-radar/questionnaire')).json()) as {
    questions: { id: string; scale: { value: number }[] }[];
  };
  const radar = await asOther('/well-being-radar/responses', {
    method: 'POST',
    body: JSON.stringify({
      answers: questionnaire.questions.map((q) => ({ questionId: q.id, value: q.scale[0].value })),
    }),
  });
  expect(radar.status, await radar.clone().text()).toBe(201);
  const booked = await asOther('/appointments/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      collaboratorUuid: other.uuid,
      psychologistUuid: psychologist.uuid,
      openingHourUuid: hour.uuid,
      date,
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const appointment = (await booked.json()) as { uuid: string };
  return { psychologist, date, weekday, asOther, appointmentUuid: appointment.uuid };
}

test("ana joins a full psychologist's line, a slot frees, she opens the offer from the outbox and books it", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const full = await fullPsychologist(baseURL!);

  await signedInAs(AS.ana);
  await page.goto(`/collaborator/app/psychologists/${full.psychologist.uuid}`);
  await expect(page.getByRole('heading', { name: 'Dra. Helena Lista' })).toBeVisible();
  const join = page.getByRole('button', { name: 'Entrar na lista de espera' });
  await expect(join).toBeVisible();
  await shoot(page, 'waitlist-psychologist');

  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Entrar na lista de espera' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the schema's messages.
  await dialog.getByRole('button', { name: 'Entrar na lista' }).click();
  await expect(dialog.getByText('Escolha pelo menos um dia da semana')).toBeVisible();
  await dialog.getByText(DAY_NAMES[full.weekday], { exact: true }).click();
  await dialog.getByText('Noite', { exact: true }).click();
  await shoot(page, 'waitlist-join-dialog');
  await dialog.getByRole('button', { name: 'Entrar na lista' }).click();
  await expect(page.getByText('Você entrou na lista de espera')).toBeVisible();
  await expect(page.getByText(/Você está na lista de espera de .* \(posição 1\)/)).toBeVisible();

  await page.goto('/collaborator/app/waitlist');
  await expect(page.getByRole('heading', { name: 'Minhas listas de espera' })).toBeVisible();
  await expect(page.getByText('1º na fila')).toBeVisible();
  await shoot(page, 'waitlist-mine');

  // The psychologist sees how many wait, not who.
  const { page: psychologistPage } = await signedInAs({
    role: 'psychologist',
    email: full.psychologist.email,
  });
  await psychologistPage.goto('/psychologist/app/opening-hours');
  await expect(
    psychologistPage.getByText('1 pessoa está na sua lista de espera.', { exact: false }),
  ).toBeVisible();
  await shoot(psychologistPage, 'waitlist-psychologist-count');
  await psychologistPage.context().close();

  // The other collaborator cancels: the slot is offered to ana, the link in the outbox.
  const cancel = await full.asOther(`/appointments/collaborators/cancel/${full.appointmentUuid}`, {
    method: 'PATCH',
  });
  expect(cancel.status).toBe(200);
  let offerPath: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await outbox(baseURL!))
        .filter((m) => m.recipient === DEMO.ana && m.kind === 'waitlist_offer')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      offerPath = newest?.body.match(/\/collaborator\/app\/waitlist\/offers\/[0-9a-f-]{36}/)?.[0];
      return offerPath;
    })
    .toBeTruthy();

  await page.goto(offerPath!);
  await expect(page.getByRole('heading', { name: 'Um horário abriu para você' })).toBeVisible();
  await expect(page.getByText('20:00 - 20:50', { exact: false })).toBeVisible();
  await shoot(page, 'waitlist-offer');
  await page.getByRole('button', { name: 'Agendar este horário' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/appointment\/[0-9a-f-]{36}\/success$/);
  const appointmentUuid = page.url().match(/appointment\/([0-9a-f-]{36})\/success/)![1];

  // The offer is spent; ana's place ended with the booking.
  await page.goto(offerPath!);
  await expect(page.getByText('Você já agendou este horário')).toBeVisible();
  await page.goto('/collaborator/app/waitlist');
  await expect(page.getByText('Você não está em nenhuma lista de espera')).toBeVisible();
  await shoot(page, 'waitlist-empty');

  // Ana's credit back for the other journeys: she cancels well ahead (domain.md §6).
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const back = await caller(baseURL!, ana.token)(
    `/appointments/collaborators/cancel/${appointmentUuid}`,
    {
      method: 'PATCH',
    },
  );
  expect(back.status).toBe(200);
});
