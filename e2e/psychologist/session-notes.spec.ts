import fs from 'node:fs';
import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { bookSoon } from '../support/booking';
import { newCollaborator } from '../support/people';
import { FAKE_MEDIA } from '../support/room';
import { shoot } from '../support/shots';

// docs/domain.md §18: the demo psychologist writes a note in the session room (autosaved, 'Salvo'),
// adds an addendum to a seeded locked note of Ana's, opens the 'Prontuário' and downloads its PDF.
test.use(FAKE_MEDIA);
test.setTimeout(300_000);

test('the psychologist adds an addendum to a locked note and downloads the record', async ({
  signedInAs,
}) => {
  const { page } = await signedInAs(AS.helena);
  await page.getByRole('link', { name: 'Prontuários' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prontuários' })).toBeVisible();
  await page.getByRole('link', { name: /Ana Beatriz/ }).click();
  await expect(page.getByRole('heading', { name: /^Prontuário de Ana/ })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessões anotadas' }).getByRole('heading');
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Correção: a mudança de equipe ocorreu há três meses')).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, 'record');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^prontuario-.*\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The oldest session is locked: its note is read-only and takes a dated addendum.
  await page.getByRole('link', { name: 'Adicionar adendo' }).first().click();
  await expect(page.getByRole('heading', { name: 'Anotações da sessão' })).toBeVisible();
  await expect(page.getByText(/^Bloqueada em/)).toBeVisible();
  await expect(page.getByText(/Primeira sessão\. Ana relata tensão/)).toBeVisible();
  const text = `Adendo do teste ${Date.now()}`;
  await page.getByLabel('Novo adendo').fill(text);
  await expect(page.getByText(`${text.length}/10000`)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar adendo' }).click();
  await expect(page.getByRole('list', { name: 'Adendos' })).toContainText(text);
  await expect(page.getByLabel('Novo adendo')).toHaveValue('');
  // The success toast passes first (its colours are the app-wide toaster's).
  await expect(page.getByText('Adendo adicionado')).toBeHidden({ timeout: 15_000 });
  await expectNoA11yViolations(page);
  await shoot(page, 'locked-note');
});

test('the psychologist writes a note in the session room and sees it saved', async ({
  baseURL,
  signedInAs,
}) => {
  // Setup through the API: an hour starting within a minute, booked by a collaborator of its own
  // (as the room's journey).
  const ana = await newCollaborator(baseURL!, { radar: true, credits: 1 });
  const helena = await signedInAs('psychologist', { name: 'Helena Sala Teste' });
  const { uuid, startsAt, cleanUp } = await bookSoon(baseURL!, ana, helena, 1);
  const { page } = helena;
  try {
    // Writing opens at the start: before it, the room's panel says so.
    await page.goto(`/psychologist/app/appointments/${uuid}/session`);
    await page.getByRole('button', { name: 'Entrar na sala' }).click();
    const panel = page.getByRole('complementary', { name: 'Anotações da sessão' });
    const wait = Date.parse(startsAt) - Date.now();
    if (wait > 0) {
      await expect(panel).toContainText('a partir do início da sessão');
      await page.waitForTimeout(wait + 1_000);
      await page.reload();
      await page.getByRole('button', { name: 'Entrar na sala' }).click();
    }
    const note = panel.getByLabel('Anotação da sessão');
    await note.fill('Sessão de acompanhamento.\n\tAna relata semana mais tranquila.');
    await expect(panel.getByRole('status').filter({ hasText: 'Salvo' })).toBeVisible();
    await expect(panel.getByText('60/10000')).toBeVisible();
    await shoot(page, 'room-note');

    // The same note from the appointment's page: what was typed is there.
    await page.goto(`/psychologist/app/appointments/${uuid}/note`);
    await expect(page.getByLabel('Anotação da sessão')).toHaveValue(
      'Sessão de acompanhamento.\n\tAna relata semana mais tranquila.',
    );
    await expect(page.getByText(/^Editável até/)).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, 'note-page');
  } finally {
    await cleanUp();
  }
});
