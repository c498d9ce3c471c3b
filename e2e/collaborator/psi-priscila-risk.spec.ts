import { AS, expect, test } from '../support/fixtures';

// Psi Priscila on a phone (decision 1411): indirect ideation gets CVV 188 and SAMU 192 at once;
// humiliation at work gets what it is, the ethics channel, a session and privacy; when unsure, CVV
// and a session.
const SHOTS = process.env.JOURNEY_SHOTS;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('indirect risk language and humiliation at work are recognised', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/psi-priscila');
  await expect(page.getByText('Não sou psicóloga')).toBeVisible();
  const input = page.getByLabel('Escreva sua dúvida');
  const lastAnswer = page.getByLabel('Conversa').getByRole('listitem').last();

  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  for (const [i, text] of ['quero sumir', 'não vejo mais sentido em nada'].entries()) {
    await input.fill(text);
    await page.keyboard.press('Enter');
    await expect(care).toHaveCount(i + 1);
    await expect(care.last()).toBeVisible();
    await expect(care.last()).toContainText('SAMU 192');
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/priscila-sumir-390.png` });

  await input.fill('meu chefe me humilha todo dia');
  await page.keyboard.press('Enter');
  await expect(lastAnswer).toContainText('assédio moral');
  await expect(lastAnswer).toContainText('canal de ética');
  await expect(lastAnswer).toContainText('Sua empresa nunca vê');
  await expect(lastAnswer).not.toContainText(/^Não\./);
  await expect(lastAnswer.getByRole('link', { name: 'Agendar uma sessão' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/priscila-assedio-390.png` });

  await input.fill('qual a capital da França');
  await page.keyboard.press('Enter');
  await expect(lastAnswer).toContainText('188');
  await expect(lastAnswer.getByRole('link', { name: 'Agendar uma sessão' })).toBeVisible();
});
