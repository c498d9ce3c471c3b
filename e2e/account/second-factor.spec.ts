import { expect, test } from '@playwright/test';
import {
  enrolThroughApi,
  expectSignedIn,
  OWN_PASSWORD,
  openAccount,
  ownPerson,
  passwordStep,
  signInOwn,
  signOut,
  totpCode,
} from './mfa-support';
import { shoot } from '../support/shots';

// docs/domain.md §14, decisions 1340 and 1341: a person of the journey's own (never a demo account,
// which other journeys sign into with the password alone).

test('the authenticator app is turned on in Minha conta; after signing out, the sign-in asks for its code', async ({
  page,
  baseURL,
}) => {
  const { email } = await ownPerson(baseURL!);
  await signInOwn(page, email);
  await openAccount(page);
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await section.getByLabel('Senha atual').fill(OWN_PASSWORD);
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent())!;
  expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  await shoot(page, 'mfa-enrolment', { target: section });

  // A wrong code is refused with the server's words; the app's current one turns it on.
  await section.getByLabel('Código do aplicativo').fill(totpCode(secret, 10));
  await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(section.getByText('Código inválido')).toBeVisible();
  await section.getByLabel('Código do aplicativo').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
  const codes = section.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shoot(page, 'mfa-recovery-codes', { target: section });

  // 'Baixar' saves the ten codes as a file (lib/save-file.ts).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacao-acolher.txt');
  const saved = (await download.createReadStream()).toArray();
  const text = Buffer.concat(await saved).toString('utf8');
  for (const code of await codes.allTextContents()) expect(text).toContain(code);

  // Shown once: after 'Já guardei' (and on any later visit) the codes are gone.
  await section.getByRole('button', { name: 'Já guardei' }).click();
  await openAccount(page);
  await expect(section.getByText('Códigos de recuperação restantes: 10 de 10.')).toBeVisible();
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);
  await shoot(page, 'mfa-on', { target: section });

  await signOut(page);
  await passwordStep(page, email);
  await shoot(page, 'mfa-sign-in-code');
  await page.getByLabel('Código do aplicativo').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedIn(page);
});

test('a recovery code lets the person in once; the same code a second time is refused', async ({
  page,
  baseURL,
}) => {
  const { email } = await ownPerson(baseURL!);
  const { recoveryCodes } = await enrolThroughApi(baseURL!, email);
  const [code] = recoveryCodes;

  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(code);
  await shoot(page, 'mfa-sign-in-recovery');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedIn(page);
  await openAccount(page);
  await expect(page.getByText('Códigos de recuperação restantes: 9 de 10.')).toBeVisible();

  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido')).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/auth\/sign-in/);
  // Another of the ten still works.
  await page.getByLabel('Código de recuperação').fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedIn(page);
});
