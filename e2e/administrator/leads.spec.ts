import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { shoot } from '../support/shots';

test('a company asks for a demo from the landing; the administrator sees it under Leads', async ({
  page,
  signedInAs,
}) => {
  const company = `Empresa Lead ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar agora gratuitamente' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Fale com a gente' })).toBeVisible();
  // Nothing is sent without every field, with the contracts' messages.
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'contact-errors');

  await page.getByRole('textbox', { name: /^Seu nome/ }).fill('Marina Souza');
  await page.getByRole('textbox', { name: /^Empresa/ }).fill(company);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('marina@empresalead.com.br');
  await page.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321');
  await page.getByRole('textbox', { name: /^Número de colaboradores/ }).fill('120');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('heading', { name: 'Contato enviado!' })).toBeVisible();
  await shoot(page, 'contact-sent');

  await signedInAs(AS.admin);
  await page.getByRole('link', { name: 'Leads' }).first().click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByText('(11) 98765-4321').first()).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'admin-leads');
});
