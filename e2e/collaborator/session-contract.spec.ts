import fs from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { apiToken, DEMO, signIn, type Role } from '../support/auth';
import { roomPsychologist } from '../support/room-psychologist';
import { saoPauloNow } from '../support/room';

// docs/domain.md §16, §18: bruno books his first session with a psychologist, names an emergency
// contact, reads and accepts the care contract, and enters the room; the psychologist sees which
// version he accepted and, when it asks, his emergency contact; a new version is shown to him as such.
// Named to run after no-dead-ends.spec.ts, which needs bruno's radar unsent.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.setTimeout(300_000);

const SHOTS = process.env.JOURNEY_SHOTS;
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (size) await page.setViewportSize(size);
}

async function signedIn(browser: Browser, role: Role, email: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, role, email);
  return page;
}

const dmy = (ymd: string) => ymd.split('-').reverse().join('/');

test('bruno books his first session, accepts the care contract and enters the room; the psychologist sees the acceptance and his emergency contact', async ({
  browser,
  baseURL,
}) => {
  const api =
    (token: string) =>
    (path: string, init: RequestInit = {}) =>
      fetch(`${baseURL}/api${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
      });
  // Setup through the API: bruno's terms, radar and one credit (whatever earlier journeys did);
  // a psychologist of its own with an hour starting in 3 minutes.
  const bruno = await apiToken(baseURL!, 'collaborator', DEMO.bruno);
  const asBruno = api(bruno.token);
  expect(
    (await asBruno(`/collaborators/accept-terms/${bruno.uuid}`, { method: 'PATCH', body: '{}' }))
      .ok,
  ).toBe(true);
  const me = (await (await asBruno(`/collaborators/${bruno.uuid}`)).json()) as {
    hasSentForm: boolean;
  };
  if (!me.hasSentForm) {
    const q = (await (await asBruno('/well-being-radar/questionnaire')).json()) as {
      questions: { id: string; scale: { value: number }[] }[];
    };
    const sent = await asBruno('/well-being-radar/responses', {
      method: 'POST',
      body: JSON.stringify({
        answers: q.questions.map((x) => ({ questionId: x.id, value: x.scale[1]!.value })),
      }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
  }
  const admin = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const granted = await api(admin.token)(`/collaborators/${bruno.uuid}/add-credits`, {
    method: 'PATCH',
    body: JSON.stringify({ credits: 1 }),
  });
  expect(granted.status, await granted.clone().text()).toBe(200);
  const renata = await roomPsychologist(baseURL!, 'Renata Contrato Teste');
  const start = saoPauloNow(3);
  const end = saoPauloNow(53);
  const hour = await api(renata.token)('/opening-hours', {
    method: 'POST',
    body: JSON.stringify({
      psychologistUuid: renata.uuid,
      dayOfWeek: start.weekday,
      startTime: start.time,
      endTime: end.time,
    }),
  });
  expect(hour.status, await hour.clone().text()).toBe(201);

  // Minha conta: bruno names his emergency contact.
  const page = await signedIn(browser, 'collaborator', DEMO.bruno);
  await page.goto('/collaborator/app/account');
  const section = page.getByRole('region', { name: 'Contato de emergência' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(section.getByText('Campo obrigatório').first()).toBeVisible();
  await section.getByLabel('Nome').fill('Joana Souza');
  await section.getByLabel('Telefone').fill('11988887777');
  await section.getByLabel('Relação com você').fill('Mãe');
  await section.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('Contato de emergência salvo')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remover contato' })).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'emergency-contact', section);

  // Books the slot starting in 3 minutes, in the booking screen.
  await page.goto(`/collaborator/app/psychologists/${renata.uuid}?date=${start.ymd}`);
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(start.ymd)}` })).toBeVisible();
  await page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: new RegExp(`^${start.time.slice(0, 5)} .*Livre$`) })
    .click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  const roomPath = new URL(page.url()).pathname.replace(/\/success$/, '/session');

  // The success page asks for the contract; the room refuses until it is accepted.
  const prompt = page.getByRole('region', { name: 'Leia e aceite o contrato de atendimento' });
  await expect(prompt).toBeVisible();
  await shoot(page, 'contract-prompt');
  await prompt.getByRole('link', { name: 'Ler o contrato' }).click();
  await expect(
    page.getByRole('heading', { name: 'Contrato de atendimento', level: 2 }),
  ).toBeVisible();
  const text = page.getByRole('region', { name: 'Texto do contrato' });
  await expect(text).toContainText('Sigilo e seus limites');
  await expect(text).toContainText('criptografia de ponta a ponta');
  await expect(page.getByText(/Versão 1, modelo do Acolher/)).toBeVisible();
  const accept = page.getByRole('button', { name: 'Aceitar contrato' });
  await expect(accept).toBeDisabled();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'contract-reading');
  await page.getByRole('checkbox', { name: /concordo/ }).check();
  await accept.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Você aceitou a versão 1 em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/ }),
  ).toBeVisible();
  await shoot(page, 'contract-accepted');

  // Into the room.
  await page.getByRole('link', { name: 'Ir para a sala da sessão' }).click();
  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
  await expect(page.getByRole('heading', { name: /^Sessão com Renata/ })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar na sala' }).click();
  await expect(page.getByText('Sua psicóloga entrará em instantes')).toBeVisible();

  // The psychologist, in the room: which version, when; the emergency contact only when asked.
  const psi = await signedIn(browser, 'psychologist', renata.email);
  const appointmentUuid = roomPath.split('/').at(-2)!;
  await psi.goto(`/psychologist/app/appointments/${appointmentUuid}/session`);
  await psi.getByRole('button', { name: 'Entrar na sala' }).click();
  await expect(psi.getByText(/Contrato de atendimento: versão 1 aceita em/)).toBeVisible();
  await expect(psi.getByText('Joana Souza')).toHaveCount(0);
  await psi.getByRole('button', { name: 'Ver contato de emergência' }).click();
  await expect(psi.getByText('Joana Souza')).toBeVisible();
  await expect(psi.getByRole('link', { name: '(11) 98888-7777' })).toBeVisible();
  await shoot(psi, 'room-care-panel');

  // Its profile: the editor and who accepted; a new version is a new number.
  await psi.goto('/psychologist/app/profile');
  const editor = psi.getByRole('textbox', { name: /Texto do contrato/ });
  await expect(editor).toHaveValue(/Contrato de atendimento psicológico on-line/);
  // Written down as version 1 when bruno accepted it (decision 1370).
  await expect(psi.getByText(/Versão 1, de \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(psi.getByRole('listitem').filter({ hasText: 'Versão 1, em' })).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await shoot(psi, 'contract-editor');
  await editor.fill(
    `${await editor.inputValue()}\n\n10. Horários\nAs sessões começam no horário marcado.`,
  );
  await psi.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(psi.getByText('Nova versão do contrato salva: versão 2')).toBeVisible();
  await expect(psi.getByText(/Versão 2, de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Bruno sees that a newer version exists; his room stays open.
  await page.goto(`/collaborator/app/psychologists/${renata.uuid}/contract`);
  await expect(page.getByText(/Você aceitou a versão 1 em .* leia a versão 2/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Texto do contrato' })).toContainText(
    '10. Horários',
  );
  await shoot(page, 'contract-new-version');
  await page.goto(roomPath);
  await expect(page.getByRole('button', { name: 'Entrar na sala' })).toBeVisible();
});
