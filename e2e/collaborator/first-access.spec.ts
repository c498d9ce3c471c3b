import { AS, expect, test } from '../support/fixtures';

test('bruno accepts the terms, then booking is blocked until the radar is sent', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.bruno);

  // The terms modal: not dismissable, its button enabled only after the checkbox.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Aceitar termos' });
  await expect(accept).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Olá, Bruno!' })).toBeVisible();
  const radar = page.getByRole('button', { name: /Radar do bem-estar/ });
  await expect(radar).toContainText('Pendente');

  await page.getByRole('button', { name: /Agendar uma sessão com psicólogo/ }).click();
  await expect(
    page.getByText('É necessário enviar pelo menos uma vez o radar do bem-estar'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);

  // The modal does not come back once accepted.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Bruno!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
