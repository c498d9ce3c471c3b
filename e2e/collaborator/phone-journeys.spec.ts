import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, signIn } from '../support/auth';
import { newCollaborator } from '../support/people';
import { pickFreeSlot } from '../support/booking';
import { dmy, weekdayAhead } from '../support/days';

// On a phone (390 × 844): the questionnaires' buttons never cover the last option, one radar per
// two weeks and no medal for a retake (decision 1427), a tapped slot brings its confirmation into
// view, 'Pix Copia e Cola' (decision 1426), back to the chosen day after paying (decision 1203),
// and one word, 'Pendente', for a booked session (decision 1425). JOURNEY_SHOTS=<dir> keeps
// screenshots at 390 and 1280 px.
const SHOTS = process.env.JOURNEY_SHOTS;
test.use({ viewport: { width: 390, height: 844 } });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A new collaborator of the demo company, signed in, terms accepted. */
async function signInNew(page: Page, baseURL: string) {
  const person = await newCollaborator(baseURL);
  await signIn(page, 'collaborator', person.email, person.password);
  const terms = page.getByRole('dialog');
  await terms.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await terms.getByRole('button', { name: 'Aceitar termos' }).click();
  await expect(terms).toBeHidden();
  return person;
}

/** The option is on screen and is what a tap at its centre reaches (no bar above it). */
async function expectTappable(option: Locator) {
  await expect(option).toBeInViewport({ ratio: 1 });
  // Typed by hand: the journeys' tsconfig has no DOM types.
  type El = {
    getBoundingClientRect(): { left: number; top: number; width: number; height: number };
    contains(other: unknown): boolean;
    ownerDocument: { elementFromPoint(x: number, y: number): unknown };
  };
  const reached = await option.evaluate((el) => {
    const label = el as unknown as El;
    const r = label.getBoundingClientRect();
    const hit = label.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && label.contains(hit);
  });
  expect(reached, 'the last option is covered').toBe(true);
}

/** Each question's last option is visible and tappable where the page lands, with no scrolling. */
async function expectLastOptionTappable(page: Page, question: number, total: number) {
  await expect(page.getByText(`Pergunta ${question} de ${total}`)).toBeVisible();
  await page.waitForTimeout(350); // the move to the next question
  await expectTappable(page.locator('label:has(input[type="radio"])').last());
}

/** The built-in radar sent through the API, the second option everywhere. */
async function sendRadar(baseURL: string, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const q = (await (
    await fetch(`${baseURL}/api/well-being-radar/questionnaire`, { headers: auth })
  ).json()) as { questions: { id: string; scale: { value: number }[] }[] };
  return fetch(`${baseURL}/api/well-being-radar/responses`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      answers: q.questions.map((x) => ({ questionId: x.id, value: x.scale[1]!.value })),
    }),
  });
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const plusDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test("PHQ-9 on a phone: 'Quase todos os dias' is never under 'Voltar / Próxima'", async ({ page }) => {
  // Ana's PHQ-9 is due in the demo data; nothing is sent here (measures.spec.ts answers it).
  await signIn(page, 'collaborator', 'ana@empresa-demo.com.br');
  await page.goto('/collaborator/app/measures/phq9');
  for (const q of [1, 2, 3]) {
    await expectLastOptionTappable(page, q, 9);
    const last = page.getByRole('radio', { name: 'Quase todos os dias' });
    await expect(last).toBeVisible();
    if (q < 3) await last.click(); // a tap moves on by itself
  }
  await shoot(page, 'phq9-last-option');
});

test('a first radar in distress on a phone: every last option tappable, help first, one medal; no retake for two weeks', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const person = await signInNew(page, baseURL!);
  await page.goto('/collaborator/app/well-being-radar');
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  for (let i = 0; i < 10; i++) {
    await expectLastOptionTappable(page, i + 1, 10);
    const radios = page.getByRole('radio');
    const n = await radios.count();
    // 'Em nenhum momento' / 'Nunca' everywhere, stress 'Sempre': a distress answer set.
    await radios.nth(i === 6 ? 0 : n - 1).click();
    if (i === 9) await page.getByRole('button', { name: 'Enviar respostas' }).click();
  }

  // The care resources come first; the first radar's medal is a quiet line after them (decision 1191).
  const care = page.getByRole('alert').filter({ hasText: 'CVV 188' });
  await expect(care).toBeVisible();
  await expect(care).toContainText('SAMU 192');
  await expect(care.getByRole('link', { name: 'Agendar uma sessão' })).toHaveAttribute(
    'href',
    '/collaborator/app/psychologists',
  );
  await expect(page.getByText('Você ganhou uma medalha!')).toHaveCount(0);
  const quiet = page.getByText(
    'Sua resposta também foi registrada na sua trilha do bem-estar (1 medalha).',
  );
  await expect(quiet).toBeVisible();
  expect((await quiet.boundingBox())!.y).toBeGreaterThan(
    (await care.boundingBox())!.y + (await care.boundingBox())!.height,
  );
  await expect(page.getByText('Crítico').first()).toBeVisible();

  // No retake within two weeks: the date instead of the button, the last result still there.
  await page.goto('/collaborator/app/well-being-radar');
  await expect(page.getByRole('heading', { name: 'Como você tem se sentido?' })).toBeVisible();
  const from = dmy(plusDays(today(), 14));
  await expect(page.getByText(`Você pode responder de novo a partir de ${from}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Começar|Responder de novo)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ver meu último resultado' })).toBeVisible();
  await shoot(page, 'radar-retake-wait');

  // The server says the same: 409 with the date, nothing recorded.
  const { token } = await apiToken(baseURL!, 'collaborator', person.email, person.password);
  const again = await sendRadar(baseURL!, token);
  expect(again.status).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    `Você já respondeu o radar nas últimas duas semanas. Responda de novo a partir de ${from}`,
  );
  await page.goto('/collaborator/app/well-being-trail');
  await expect(page.getByTestId('medal-count')).toHaveText('1 medalha');
});

test("on a phone: a tapped slot's confirmation in view, 'Pix Copia e Cola', back to the same day after paying, 'Pendente' everywhere", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const person = await signInNew(page, baseURL!);
  // The radar through the API (the radar's own journey is above).
  const me = await apiToken(baseURL!, 'collaborator', person.email, person.password);
  expect((await sendRadar(baseURL!, me.token)).status).toBe(201);
  await page.reload();

  await page.goto('/collaborator/app/psychologists');
  await page.getByRole('link', { name: /Helena Martins Duarte/ }).click();
  await expect(page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 })).toBeVisible();
  const helenaPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const day = weekdayAhead(15);
  const range = await pickFreeSlot(page, '#booking-date', day);
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await expect(confirmation).toBeInViewport({ ratio: 1 });
  await expectTappable(confirmation.getByRole('link', { name: 'Comprar créditos' }));
  await shoot(page, 'booking-slot-confirmation');
  await confirmation.getByRole('link', { name: 'Comprar créditos' }).click();

  const one = page.getByRole('radio', { name: /R\$ 100,00/ });
  await page.locator('label', { has: one }).click();
  await page.getByRole('button', { name: 'Comprar 1 crédito' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/checkout\/[0-9a-f-]{36}$/);
  const purchaseUuid = page.url().split('/').pop()!;
  await page.getByRole('tab', { name: 'Pix' }).click();
  await expect(page.getByRole('img', { name: 'QR Code Pix de teste' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Pix Copia e Cola' });
  await expect(code).toHaveValue(`ACOLHER-PIX-TESTE-${purchaseUuid.replace(/-/g, '').toUpperCase()}`);
  await page.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByText('Código Pix copiado.')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
    await code.inputValue(),
  );
  await shoot(page, 'checkout-pix-copia-e-cola');
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();

  // Back to the psychologist and the day chosen before paying.
  const again = page.getByRole('link', { name: 'Agendar sessão' });
  await expect(again).toHaveAttribute('href', `${helenaPath}?date=${day}`);
  await again.click();
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  await page.getByRole('button', { name: `${range} Livre` }).click();
  await expect(confirmation).toBeInViewport({ ratio: 1 });
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();

  // One word for one state: 'Pendente' on the success page, the history and the dashboard.
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  await expect(
    page.getByText('Sua sessão está agendada. Até acontecer, ela aparece como Pendente em Minhas sessões.'),
  ).toBeVisible();
  await expect(page.getByText('Situação:')).toContainText('Pendente');
  await shoot(page, 'appointment-success-pendente');
  await page.goto('/collaborator/app/appointments-history');
  const card = page.getByRole('listitem').filter({ hasText: dmy(day) });
  await expect(card).toContainText('Pendente');
  await page.goto('/collaborator/app/dashboard');
  const next = page.getByRole('region', { name: 'Sua próxima sessão' });
  await expect(next).toContainText('Pendente');
  await expect(page.getByText(/confirmad/i)).toHaveCount(0);
  await shoot(page, 'dashboard-next-session-pendente');
});
