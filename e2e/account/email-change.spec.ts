import { expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken } from '../support/auth';
import { outbox } from '../support/api';
import { confirmationPath } from './account-support';

// A collaborator of her own (decision 1438): while her address moves, journeys running beside this
// one still sign in as ana.
test("a collaborator changes her e-mail in 'Minha conta', confirms it from the link and signs in with the new address", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(180_000); // several sign-ins, axe scans and a mailbox poll in one journey
  const { email: oldEmail, password } = await signedInAs('collaborator');
  const newEmail = `clara.nova.${Date.now()}@empresa-demo.com.br`;
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expectNoA11yViolations(page);

  const section = page.getByRole('region', { name: 'Alterar e-mail' });
  await section.getByRole('textbox', { name: /^Novo e-mail/ }).fill(newEmail);
  await section.locator('input[type="password"]').fill(password);
  await section.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(section.getByRole('status')).toContainText(newEmail);
  // Until the link is opened, nothing changed: the old address still signs in.
  await apiToken(baseURL!, 'collaborator', oldEmail, password);

  // The link arrives at the new address (read from the demo outbox) and works signed out.
  const link = await confirmationPath(baseURL!, newEmail);
  await page.evaluate('localStorage.clear()');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail alterado com sucesso!' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Entrar com o novo e-mail' }).click();
  await expect(page).toHaveURL(/\/collaborator\/auth\/sign-in/);

  await signedInAs({ role: 'collaborator', email: newEmail, password }, { page });
  await expect(apiToken(baseURL!, 'collaborator', oldEmail, password)).rejects.toThrow(/401/);

  // The old address was told, without any link.
  const notice = (await outbox(baseURL!, { q: oldEmail, kind: 'email_changed' })).find(
    (m) => m.recipient === oldEmail && m.kind === 'email_changed',
  );
  expect(notice?.body).toContain(newEmail);
  expect(notice?.body).not.toMatch(/token=/);
});
