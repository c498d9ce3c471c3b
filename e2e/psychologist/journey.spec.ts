import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { apiToken, DEMO } from '../support/auth';
import { randomCpf } from '../support/documents';

/** A tiny real PNG (1×1, teal). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function credits(baseURL: string) {
  const ana = await apiToken(baseURL, 'collaborator', DEMO.ana);
  return (ana as unknown as { credits: number }).credits;
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('a psychologist signs up, is approved, sets up hours and profile; the demo psychologist cancels a session', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const stamp = Date.now().toString(36);
  const email = `psi.jornada.${stamp}@gmail.com`;
  const password = 'cuidado123';

  // Sign-up.
  await page.goto('/psychologist/auth/sign-up');
  await page.getByLabel('Nome').fill('Marina Lopes da Costa');
  await page.getByLabel('CPF').fill(randomCpf());
  await page
    .getByRole('textbox', { name: 'CRP', exact: true })
    .fill(`06${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);
  await expect(page.getByRole('textbox', { name: 'CRP', exact: true })).toHaveValue(
    /^\d{2}\/\d{6}$/,
  );
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Celular').fill('11987654321');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill('outra-senha');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await toast(page, 'Conta criada com sucesso! Aguarde a aprovação do seu cadastro.');
  await expect(page).toHaveURL(/\/psychologist\/auth\/sign-in$/);

  // Refused while under analysis.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await toast(page, 'Seu cadastro está em análise.');
  await expect(page).toHaveURL(/\/psychologist\/auth\/sign-in$/);

  // The administrator approves (through the API).
  const admin = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const auth = { authorization: `Bearer ${admin.token}` };
  const list = (await (await fetch(`${baseURL}/api/psychologists`, { headers: auth })).json()) as {
    uuid: string;
    email: string;
  }[];
  const created = list.find((p) => p.email === email);
  expect(created).toBeTruthy();
  const approve = await fetch(`${baseURL}/api/psychologists/compliance/${created!.uuid}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ complianceStatus: 'approved' }),
  });
  expect(approve.ok).toBe(true);

  // Sign in, sign the terms.
  await signedInAs({ role: 'psychologist', email, password });
  const terms = page.getByRole('dialog');
  await expect(terms).toBeVisible();
  const sign = terms.getByRole('button', { name: 'Assinar termos' });
  await expect(sign).toBeDisabled();
  await terms.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await sign.click();
  await expect(terms).toBeHidden();
  await expect(
    page.getByText('Você ainda não adicionou seus horários de atendimento'),
  ).toBeVisible();
  const profileBanner = page.getByText(
    'Você ainda não completou seu perfil (Foto de perfil, celular, especialidades e descrição)',
  );
  await expect(profileBanner).toBeVisible();

  // 08:00–10:00 on Monday becomes two sessions.
  await page.getByRole('link', { name: 'Horários' }).first().click();
  await expect(page.getByRole('heading', { name: 'Horários', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Opções de Segunda-feira' }).click();
  await page.getByRole('menuitem', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar horário' });
  await dialog.getByLabel('Início').fill('08:00');
  await dialog.getByLabel('Fim').fill('10:00');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Horário adicionado com sucesso.');
  const monday = page.getByRole('region', { name: 'Segunda-feira' });
  await expect(monday.getByText('08:00 - 08:50')).toBeVisible();
  await expect(monday.getByText('09:00 - 09:50')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Domingo' })).toContainText(
    'Sem horários para atendimento',
  );
  // Spec: "No edit or delete of hours is shown in the product."
  await expect(monday.getByRole('button')).toHaveCount(1); // only the day's 'Opções' menu
  await page.getByRole('button', { name: 'Opções de Segunda-feira' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Adicionar']);
  await page.keyboard.press('Escape');

  // Complete the profile with an avatar.
  await page.getByRole('link', { name: 'Perfil' }).first().click();
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'nota.png', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await toast(page, 'Aceito apenas arquivos de imagem.');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await toast(page, 'Foto atualizada com sucesso.');
  await expect(page.getByRole('img', { name: 'Foto de Marina Lopes da Costa' })).toHaveAttribute(
    'src',
    /\/uploads\/avatars\/.+\.webp$/,
  );
  await page.getByLabel('Formação').fill('Psicologia pela UFMG.');
  await page.getByLabel('Histórico profissional').fill('Oito anos de clínica com adultos.');
  await page.getByLabel('Mensagem de acolhimento').fill('Que bom que você chegou até aqui.');
  await page.getByLabel('Especialidades').fill('Ansiedade, Luto');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await toast(page, 'Perfil atualizado com sucesso.');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('Não há atendimentos para hoje.')).toBeVisible();
  await expect(profileBanner).toHaveCount(0);
  await expect(page.getByText('Você ainda não adicionou seus horários de atendimento')).toHaveCount(
    0,
  );

  // The demo psychologist cancels ana's pending session; ana's credits go back up.
  const before = await credits(baseURL!);
  await signedInAs(AS.helena, { page });
  const row = page
    .getByRole('link', { name: /Avaliações de Ana/ })
    .filter({ hasText: 'Pendente' })
    .first();
  await row.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name: 'Cancelar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar agendamento' }).click();
  await toast(page, 'Agendamento cancelado com sucesso.');
  expect(await credits(baseURL!)).toBe(before + 1);
});
