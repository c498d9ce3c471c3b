import { AS, expect, test } from '../support/fixtures';
import { caller } from '../support/api';

test("'Sair' ends the session: the back button shows the sign-in and the old token answers 401", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.getByRole('link', { name: 'Créditos' }).first().click();
  await expect(page).toHaveURL(/\/collaborator\/app\/credits$/);
  const session = JSON.parse(
    await page.evaluate<string>("localStorage.getItem('acolher:session:collaborator')"),
  ) as { uuid: string; token: string };
  const asOld = caller(baseURL!, session.token);
  expect((await asOld(`/collaborators/${session.uuid}`)).status).toBe(200);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/collaborator\/auth\/sign-in$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/collaborator\/auth\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Créditos');

  await expect.poll(async () => (await asOld(`/collaborators/${session.uuid}`)).status).toBe(401);
});
