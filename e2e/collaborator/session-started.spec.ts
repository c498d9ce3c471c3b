import { expect, test } from '../support/fixtures';
import { acceptTerms } from './collaborator-session';
import { caller } from '../support/api';
import { bookSoon } from '../support/booking';
import { roomPsychologist } from '../support/room-psychologist';
import { shoot } from '../support/shots';

// From its start on, a session is neither cancelled nor rescheduled by the collaborator (docs/domain.md
// §17): the history shows it 'Em andamento' without 'Cancelar' or 'Remarcar', the cancel page sends
// back, and the API answers 409 'A sessão já começou'. JOURNEY_SHOTS=<dir> keeps the screenshots.
test('a started session can no longer be cancelled; the history shows it in progress', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A collaborator of its own, with the radar sent and 1 credit, all through the API; a psychologist
  // of its own opens an hour starting in about two minutes; the collaborator books it.
  const helena = await roomPsychologist(baseURL!, 'Helena Começo Teste');
  const own = await signedInAs('collaborator', {
    collaborator: { acceptTerms: false, radar: true, credits: 1 },
  });
  const { uuid, startsAt } = await bookSoon(baseURL!, own, helena, 2);
  await acceptTerms(page);

  // Before the start: 'Cancelar' is offered.
  await page.goto('/collaborator/app/appointments-history');
  const card = page.getByRole('listitem').filter({ hasText: 'Helena Começo Teste' });
  await expect(card.getByRole('link', { name: /^Cancelar sessão de/ })).toBeVisible();

  // Once the start has passed (the page is reloaded after it, whatever its refresh interval).
  await expect
    .poll(() => Date.now() >= new Date(startsAt).getTime() + 1_000, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(true);
  await page.reload();
  await expect(card.getByText('Em andamento')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Cancelar sessão de/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: /^Remarcar sessão de/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Entrar na sessão' })).toBeVisible();
  await shoot(page, 'session-started-history');

  // The cancel page, opened by its address, sends back to the dashboard.
  await page.goto(`/collaborator/app/appointment/${uuid}/cancel`);
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);

  // The server refuses it too.
  const refused = await caller(baseURL!, own.token)(`/appointments/collaborators/cancel/${uuid}`, {
    method: 'PATCH',
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('A sessão já começou');
});
