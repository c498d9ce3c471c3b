import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO } from '../support/auth';
import { caller } from '../support/api';

test("bruno asks to delete his account; the administrator sees it in 'Solicitações de exclusão'", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(180_000); // several sign-ins, axe scans and a mailbox poll in one journey
  const bruno = await apiToken(baseURL!, 'collaborator', DEMO.bruno);
  const res = await caller(baseURL!, bruno.token)('/account/deletion-request', { method: 'POST' });
  expect([200, 201, 409]).toContain(res.status); // 409: already asked in this run

  await signedInAs(AS.admin);
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Receber avisos pelo WhatsApp')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Solicitações de exclusão' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitações de exclusão' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO.bruno });
  await expect(row).toContainText('Colaborador');
  await expect(row).toContainText('Aberta');
  await expectNoA11yViolations(page);

  // Asks before deleting; cancelling leaves the request open (later journeys sign in as bruno).
  await row.getByRole('button', { name: /^Excluir conta de / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir conta' });
  await expect(dialog).toContainText(DEMO.bruno);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Aberta');
  await apiToken(baseURL!, 'collaborator', DEMO.bruno);
});
