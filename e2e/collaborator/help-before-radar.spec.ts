import { expect, test } from '../support/fixtures';
import { acceptTerms } from './collaborator-session';
import { shoot } from '../support/shots';

// Help before the radar (decisions 1415–1417): a first-time collaborator, on a phone, reaches Psi
// Priscila and the crisis lines at once; a locked card says why and leads to the radar; the credits
// card says they come from the company. JOURNEY_SHOTS=<dir> keeps the screenshots (390 and 1280 px).
test('a new collaborator reaches Psi Priscila and the crisis lines before the radar; locked cards lead to it', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs('collaborator', { collaborator: { acceptTerms: false } });

  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Olá, Clara!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Radar do bem-estar/ })).toContainText('Pendente');

  // Credits come from the company, and whom to ask, before 'Comprar créditos'.
  await expect(
    page.getByText(/Seus créditos vêm da sua empresa.*fale com o RH da sua empresa/),
  ).toBeVisible();
  // The crisis lines are on the dashboard before any radar.
  await expect(page.getByRole('link', { name: '188', exact: true })).toHaveAttribute(
    'href',
    'tel:188',
  );
  await expect(page.getByRole('link', { name: '192', exact: true })).toHaveAttribute(
    'href',
    'tel:192',
  );
  await shoot(page, 'help-before-radar-dashboard');

  // The hero's 'Conversar com a Psi Priscila' opens the assistant, with CVV and SAMU at hand.
  await page.getByRole('link', { name: 'Conversar com a Psi Priscila' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/psi-priscila$/);
  await expect(page.getByRole('heading', { name: 'Psi Priscila', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CVV 188' })).toHaveAttribute('href', 'tel:188');
  await expect(page.getByRole('link', { name: 'SAMU 192' })).toHaveAttribute('href', 'tel:192');
  await page.goBack();

  // Its suggestion card stays blocked until the radar, as the spec says (decision 1415).
  const assistantCard = page.getByRole('button', { name: /Conversar com a Psi Priscila/ });
  await expect(assistantCard).toContainText('Disponível após responder o radar');

  // A locked card says why, and its message leads to the radar.
  const trail = page.getByRole('button', { name: /Trilha do bem-estar/ });
  await expect(trail).toContainText('Disponível após responder o radar');
  await trail.click();
  const notice = page.getByRole('region', { name: /Notificações/ });
  await expect(
    notice.getByText('É necessário enviar pelo menos uma vez o radar do bem-estar'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);
  await shoot(page, 'help-before-radar-locked');
  await notice.getByRole('button', { name: 'Responder o radar' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/well-being-radar$/);
  await page.goBack();

  // The line above the cards leads to the radar as well.
  await page.getByRole('link', { name: 'Responder o radar' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/well-being-radar$/);
});
