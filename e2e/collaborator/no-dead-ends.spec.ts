import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { answerRadar } from './collaborator-session';
import { dmy, pickDay, weekdayAhead } from '../support/days';
import { shoot } from '../support/shots';

async function openHelena(page: Page) {
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 }),
  ).toBeVisible();
}

/** Opens `day` in the booking calendar. */
async function openDay(page: Page, day: string) {
  await pickDay(page, page.locator('#booking-date'), day);
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
}

// Runs after first-access.spec.ts (which needs bruno's terms unaccepted) and before the journeys that
// find bruno's radar sent. Bruno, in the demo data, has never sent the radar and has 0 credits.
test("bruno's journey without dead ends: the radar lock before any slot, the radar, 'Comprar créditos', Pix in the sandbox, back to the same day, booked", async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(240_000);
  await signedInAs(AS.bruno);

  // Terms (another journey may already have accepted them for bruno in this run).
  const dialog = page.getByRole('dialog');
  await expect(dialog.or(page.getByRole('heading', { name: 'Olá, Bruno!' }))).toBeVisible();
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('LGPD, art. 11').first()).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Aceitar termos' });
    await expect(accept).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await accept.click();
    await expect(dialog).toBeHidden();
  }

  // The dashboard's shortcut says why booking is blocked.
  const radarCard = page.getByRole('button', { name: /Radar do bem-estar/ });
  await expect(radarCard).toContainText('Pendente');
  await page.getByRole('button', { name: /Agendar uma sessão com psicólogo/ }).click();
  await expect(
    page.getByText('É necessário enviar pelo menos uma vez o radar do bem-estar'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/dashboard$/);

  // From the menu, as a person would: the lock is on the booking card before any slot is chosen.
  await page.getByRole('link', { name: 'Buscar psicólogos' }).first().click();
  await openHelena(page);
  const helenaPath = new URL(page.url()).pathname;
  const lock = page.getByRole('region', { name: 'Agendamento bloqueado' });
  await expect(lock).toContainText('É necessário enviar pelo menos uma vez o radar do bem-estar');
  await expect(page.locator('#booking-date')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmar agendamento' })).toHaveCount(0);
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'booking-radar-lock', { wait: 1000 }); // charts redraw after a resize

  // The radar: one question at a time, a good fortnight (second-best option everywhere, stress low).
  await lock.getByRole('link', { name: 'Responder o radar' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/well-being-radar$/);
  await answerRadar(page, (n, q) => (q === 6 ? n - 2 : 1));
  await expect(page.getByRole('heading', { name: 'Seu radar do bem-estar' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Seu radar do bem-estar, de 0 a 100/ })).toBeVisible();
  await expect(page.getByText('Você ganhou uma medalha!')).toBeVisible();
  await expect(page.getByText('Obrigado por compartilhar')).toHaveCount(0);
  // Each of the six scores is read in the company report's bands (decision 1191).
  await expect(page.getByText(/^(Bom|Atenção|Crítico)$/)).toHaveCount(6);
  await settle(page);
  await shoot(page, 'radar-result-good', { wait: 1000 });

  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(radarCard).toContainText('Respondido');
  await page.getByRole('button', { name: /Agendar uma sessão com psicólogo/ }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/psychologists$/);

  // Back on the profile with 0 credits: the slot can be chosen, 'Comprar créditos' stands in place
  // of 'Confirmar agendamento'.
  await openHelena(page);
  // On a phone the booking card is below the whole profile: 'Agendar' takes the person there.
  await page.setViewportSize({ width: 390, height: 844 });
  const bookingHeading = page.getByRole('heading', { name: 'Agendar sessão' });
  await expect(bookingHeading).not.toBeInViewport();
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await expect(bookingHeading).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Agendar', exact: true })).toBeHidden();
  const day = weekdayAhead(12);
  await openDay(page, day);
  const free = page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /Livre$/ })
    .last();
  const range = ((await free.locator('span').first().textContent()) ?? '').trim();
  await free.click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await expect(confirmation).toContainText(dmy(day));
  await expect(confirmation).toContainText('Você não tem créditos');
  await expect(confirmation.getByRole('button', { name: 'Confirmar agendamento' })).toHaveCount(0);
  await settle(page);
  await shoot(page, 'booking-buy-credits', { wait: 1000 });
  await confirmation.getByRole('link', { name: 'Comprar créditos' }).click();

  // The credits page says how one can pay.
  await expect(page).toHaveURL(/\/collaborator\/app\/credits$/);
  const methods = page.getByRole('list', { name: 'Formas de pagamento aceitas' });
  await expect(methods).toContainText('Cartão de crédito');
  await expect(methods).toContainText('Pix');
  await settle(page);
  await shoot(page, 'credits-methods', { wait: 1000 });
  const one = page.getByRole('radio', { name: /R\$ 100,00/ });
  await page.locator('label', { has: one }).click();
  await expect(one).toBeChecked();
  await page.getByRole('button', { name: 'Comprar 1 crédito' }).click();
  const notice = page.getByText('Em breve você será redirecionado.');
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
  // The notice has done its job: it does not linger on the checkout (it would for 3 more seconds).
  await expect(notice).toBeHidden({ timeout: 1_500 });

  // Pix in the sandbox: a test QR code and 'Simular pagamento'.
  await page.getByRole('tab', { name: 'Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR Code Pix de teste' })).toBeVisible();
  await expect(page.getByText('nenhum Pix real é cobrado')).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'checkout-pix', { wait: 1000 });
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/credits\/success$/);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();

  // Back to the same psychologist and the same day, now with a credit: booked.
  const again = page.getByRole('link', { name: 'Agendar sessão' });
  await expect(again).toHaveAttribute('href', `${helenaPath}?date=${day}`);
  await again.click();
  await expect(
    page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 }),
  ).toBeVisible();
  await expect(page.locator('#booking-date')).toContainText(dmy(day));
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  await page.getByRole('button', { name: `${range} Livre` }).click();
  await expect(confirmation).toContainText(dmy(day));
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/appointment\/[0-9a-f-]{36}\/success$/);
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(page.getByText(dmy(day), { exact: true })).toBeVisible();
  await expect(page.getByText(range, { exact: true })).toBeVisible();

  // The trail shows 1 medal.
  await page.goto('/collaborator/app/well-being-trail');
  await expect(page.getByTestId('medal-count')).toHaveText('1 medalha');
  await expect(
    page.getByText('Complete os 3 ciclos (30 medalhas) para desbloquear as super-recompensas.'),
  ).toBeVisible();

  // One radar per two weeks (decision 1427): the date instead of 'Responder de novo', and no second
  // medal. The distress answer set and its care resources are a new collaborator's first radar in
  // phone-journeys.spec.ts; the comparison is ana's last result in radar.spec.ts.
  await page.goto('/collaborator/app/well-being-radar');
  await expect(page.getByText(/Você pode responder de novo a partir de \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Começar|Responder de novo)$/ })).toHaveCount(0);

  await page.goto('/collaborator/app/well-being-trail');
  await expect(page.getByTestId('medal-count')).toHaveText('1 medalha');
});
