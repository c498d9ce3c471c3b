import { AS, expect, test } from '../support/fixtures';
import { caller } from '../support/api';
import { enrolThroughApi, OWN_PASSWORD, ownPerson } from '../account/mfa-support';
import { shoot } from '../support/shots';

// docs/domain.md §14, decisions 1340 and 1341: the administrator resets the second factor of a
// person who lost phone and recovery codes; the person then signs in with the password alone.
test("the administrator resets a collaborator's second factor from the sector's list, after a confirmation", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const person = await ownPerson(baseURL!);
  await enrolThroughApi(baseURL!, person.email);
  const signInAnswer = () =>
    caller(baseURL!)('/collaborators/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: person.email, password: OWN_PASSWORD }),
    }).then((r) => r.json() as Promise<{ mfaRequired?: true; token?: string }>);
  expect((await signInAnswer()).mfaRequired).toBe(true);

  await signedInAs(AS.admin);
  await page.goto(`/administrator/app/companies/${person.companyUuid}/${person.sectorUuid}`);
  await page.getByRole('button', { name: new RegExp(`^Ações de ${person.name}$`, 'i') }).click();
  await page.getByRole('menuitem', { name: 'Redefinir verificação em duas etapas' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Redefinir a verificação em duas etapas?' });
  await expect(dialog).toContainText('confirmar a identidade');
  await shoot(page, 'mfa-admin-reset-confirm');
  // 'Cancelar' changes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await signInAnswer()).mfaRequired).toBe(true);

  await page.getByRole('button', { name: new RegExp(`^Ações de ${person.name}$`, 'i') }).click();
  await page.getByRole('menuitem', { name: 'Redefinir verificação em duas etapas' }).click();
  await dialog.getByRole('button', { name: 'Redefinir' }).click();
  await expect(page.getByText(/^Verificação em duas etapas de .+ redefinida\.$/)).toBeVisible();
  const after = await signInAnswer();
  expect(after.mfaRequired).toBeUndefined();
  expect(after.token).toBeTruthy();

  // Again: nothing to reset, the server says so.
  await page.getByRole('button', { name: new RegExp(`^Ações de ${person.name}$`, 'i') }).click();
  await page.getByRole('menuitem', { name: 'Redefinir verificação em duas etapas' }).click();
  await dialog.getByRole('button', { name: 'Redefinir' }).click();
  await expect(page.getByText('A verificação em duas etapas não está ativa')).toBeVisible();
});
