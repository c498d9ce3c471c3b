import { expect, test } from '../support/fixtures';
import { apiToken } from '../support/auth';
import { caller, linkToken } from '../support/api';
import { ownCollaborator } from './account-support';

// domain.md §14: someone who once knew the password asks to move the sign-in e-mail to an address
// they control; the owner, told by e-mail, changes her password in 'Minha conta'; the intruder's
// link (from the outbox) then shows 'Link inválido ou expirado'.

test("the owner changes her password in 'Minha conta' and the intruder's e-mail link dies", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(90_000);
  const password = 'minha-senha-1';
  const owner = await ownCollaborator(baseURL!, password);
  const intruder = await apiToken(baseURL!, 'collaborator', owner.email, password);
  const theirs = `intruso.${owner.uuid.slice(0, 8)}@fora.dev`;
  const asked = await caller(baseURL!, intruder.token)('/account/email', {
    method: 'PATCH',
    body: JSON.stringify({ email: theirs, currentPassword: password }),
  });
  expect(asked.status).toBe(202);
  const link = await linkToken(baseURL!, theirs, 'email_change_confirmation');

  await signedInAs({ role: 'collaborator', email: owner.email, password: password });
  await page.getByRole('link', { name: 'Minha conta' }).click();
  const section = page.getByRole('region', { name: 'Alterar senha' });
  await section.getByLabel(/^Senha atual/).fill(password);
  await section.getByLabel(/^Nova senha/).fill('resgatada-123');
  await section.getByLabel(/^Repita a nova senha/).fill('resgatada-123');
  await section.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.').first()).toBeVisible();

  await page.evaluate('localStorage.clear()');
  await page.goto(`/auth/confirm-email?token=${link}`);
  await expect(page.getByRole('alert')).toHaveText('Link inválido ou expirado');
  await expect(
    page.getByRole('heading', { name: 'Não foi possível confirmar o e-mail' }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/audit-accounts-dead-link.png', fullPage: true });
  // The intruder's address signs in nowhere; the owner's new password does.
  await expect(apiToken(baseURL!, 'collaborator', theirs, password)).rejects.toThrow(/401/);
  await apiToken(baseURL!, 'collaborator', owner.email, 'resgatada-123');
});
