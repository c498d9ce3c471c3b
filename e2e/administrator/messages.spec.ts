import { AS, expect, test } from '../support/fixtures';
import { caller } from '../support/api';
import { apiToken, DEMO } from '../support/auth';
import { bookFreeHour } from '../support/booking';

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
    await expect(reminder).toContainText('envio programado para');
  } finally {
    // Leave ana as she was: cancelled days ahead, the credit comes back.
    const res = await caller(baseURL!, ana.token)(`/appointments/collaborators/cancel/${uuid}`, {
      method: 'PATCH',
    });
    expect(res.status).toBe(200);
  }
});
