import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { DEMO, signIn } from '../support/auth';

const SHOTS = process.env.JOURNEY_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a company asks for a demo from the landing; the administrator sees it under Leads', async ({
  page,
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

  await signIn(page, 'administrator', DEMO.admin);
  await page.getByRole('link', { name: 'Leads' }).first().click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText(company).first()).toBeVisible();
  await expect(page.getByText('(11) 98765-4321').first()).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'admin-leads');
});
