import { MESSAGE_KINDS } from '@acolher/contracts/message-kinds';
import { AS, expect, test } from '../support/fixtures';
import { caller } from '../support/api';
import { apiToken, DEMO } from '../support/auth';
import { bookFreeHour } from '../support/booking';
import { newPsychologistUnderReview } from '../support/people';

test("the administrator's 'Mensagens' page shows the reminder of a booking made by ana", async ({
  baseURL,
  signedInAs,
}) => {
  // Setup through the API: ana books a free slot of the demo psychologist, days ahead.
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const { uuid, day: bookedDay } = await bookFreeHour(baseURL!, ana, helena.uuid, 4);

  try {
    const { page } = await signedInAs(AS.admin);
    await page.goto('/administrator/app/messages');
    await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
    const reminder = page
      .getByRole('list', { name: 'Mensagens' })
      .getByRole('listitem')
      .filter({ hasText: `/collaborator/app/appointment/${uuid}/session` })
      .filter({ hasText: 'Sua sessão começa em breve' }); // ana's, not the psychologist's
    await expect(reminder).toHaveCount(1);
    // Phones are shown formatted, e.g. '(11) 98765-4321'.
    await expect(reminder).toContainText(
      /Para: (ana@empresa-demo\.com\.br|\(\d{2}\) \d{4,5}-\d{4})/,
    );
    await expect(reminder).toContainText(bookedDay.split('-').reverse().join('/'));
    await expect(reminder).toContainText('(horário de Brasília)');
    await expect(reminder).toContainText('Na fila');
    // Its kind by name (decision 1440), never 'appointment_reminder'.
    await expect(reminder).toContainText('Lembrete');
    await expect(reminder).not.toContainText('appointment_reminder');
    await expect(reminder).toContainText('envio programado para');
  } finally {
    // Leave ana as she was: cancelled days ahead, the credit comes back.
    const res = await caller(baseURL!, ana.token)(`/appointments/collaborators/cancel/${uuid}`, {
      method: 'PATCH',
    });
    expect(res.status).toBe(200);
  }
});

/** A kind written as a word of its own ('psychologist_suspended'), never inside a link or a word. */
const RAW_KIND = new RegExp(`(^|\\s)(${MESSAGE_KINDS.join('|')})($|\\s)`);

// Decision 1440: each message's kind is named in pt-BR: the approval and the suspension told to a
// psychologist made here.
test("'Mensagens' names each kind in pt-BR: a psychologist approved, then suspended", async ({
  baseURL,
  signedInAs,
}) => {
  const psi = await newPsychologistUnderReview(baseURL!, ['approved', 'suspended']);
  const { page } = await signedInAs(AS.admin);
  await page.goto('/administrator/app/messages');
  const list = page.getByRole('list', { name: 'Mensagens' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByLabel('Filtrar mensagens').fill(psi.email);
  const items = list.getByRole('listitem').filter({ hasText: psi.email });
  await expect(items).toHaveCount(2);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Atendimento suspenso');
  await expect(items.nth(1)).toContainText('Cadastro aprovado');
  for (const text of await items.allInnerTexts()) expect(text).not.toMatch(RAW_KIND);
});
