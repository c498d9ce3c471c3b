import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignIn } from '../support/auth';
import { signInAs as signIn } from './sign-in';
import { randomCpf, uniqueSuffix } from '../support/documents';
import { shoot } from '../support/shots';

// The administrator's review (docs/domain.md §9; decisions 1405–1407): the CRP as typed, the CRP
// card sent at sign-up and opened by the administrator, 'Aprovar' only when complete and confirmed,
// 'Suspender' beside 'Excluir psicólogo'. Psychologists are created here, never the demo ones.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

async function signUpOnThePage(
  page: Page,
  p: { name: string; email: string; crp: string; card: boolean },
) {
  await page.goto('/psychologist/auth/sign-up');
  await page.getByRole('textbox', { name: 'Nome' }).fill(p.name);
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page.getByRole('textbox', { name: 'CRP' }).fill(p.crp);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(p.email);
  await page.getByRole('textbox', { name: 'Celular' }).fill('11987654321');
  if (p.card) {
    await page
      .getByLabel('Carteira do CRP')
      .setInputFiles({ name: 'carteira.pdf', mimeType: 'application/pdf', buffer: PDF });
  }
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-da-psi-1');
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill('senha-da-psi-1');
  const sent = p.card
    ? page.waitForResponse(
        (r) => r.url().includes('/api/psychologists/crp-card/') && r.request().method() === 'PUT',
      )
    : undefined;
  await page.getByRole('button', { name: 'Criar conta' }).click();
  if (sent) expect((await sent).status()).toBe(200);
  await expect(
    page.getByText('Conta criada com sucesso! Aguarde a aprovação do seu cadastro.'),
  ).toBeVisible();
}

async function openReview(page: Page, id: string, name: string) {
  await page.goto('/administrator/app/psychologists');
  await page.getByLabel('Filtrar psicólogos').fill(id);
  await page.getByRole('row', { name: `Abrir ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Sobre ${name}` })).toBeVisible();
}

test('the review shows the CRP as typed and the card; approval is confirmed; suspension refuses sign-in until reactivated', async ({
  page,
  baseURL,
}) => {
  const id = uniqueSuffix();
  const name = `Helena Revisada ${id}`;
  const email = `psi.rev.${id}@gmail.com`;
  const crp = `06/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  // Through the API: its answer carries the grant that sends the card (decision 1406).
  const res = await fetch(`${baseURL}/api/psychologists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      document: randomCpf(),
      crp,
      email,
      phone: '11987654321',
      password: 'senha-da-psi-1',
      confirmPassword: 'senha-da-psi-1',
    }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { uuid: string; crpCardUploadToken: string };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'carteira.pdf');
  const sent = await fetch(`${baseURL}/api/psychologists/crp-card/${created.uuid}`, {
    method: 'PUT',
    headers: { 'x-crp-card-token': created.crpCardUploadToken },
    body: form,
  });
  expect(sent.status).toBe(200);

  await signIn(page, 'administrator', DEMO.admin);
  await openReview(page, id, name);
  await expect(page.getByRole('heading', { name: 'Revisão do cadastro' })).toBeVisible();
  await expect(page.getByText(crp, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Enviada em /)).toBeVisible();
  const file = page.waitForResponse(
    (r) => r.url().includes('/api/psychologists/crp-card/') && r.url().endsWith('/file'),
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir carteira do CRP' }).click();
  const answer = await file;
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await (await popup).close();
  await expect(page.getByRole('heading', { name: 'Como os colaboradores verão' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prévia do perfil público' })).toContainText(
    '50 minutos de sessão',
  );

  await page.getByRole('button', { name: 'Aprovar' }).click();
  const approve = page.getByRole('alertdialog', { name: `Aprovar ${name}?` });
  await approve.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Em Análise', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await approve.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(page.getByText('Psicólogo aprovado com sucesso', { exact: true })).toBeVisible();

  // 'Suspender' stands beside 'Excluir psicólogo' and asks first.
  const suspend = page.getByRole('button', { name: 'Suspender', exact: true });
  await suspend.click();
  const dialog = page.getByRole('alertdialog', { name: `Suspender ${name}?` });
  await expect(dialog).toContainText('o crédito volta para cada colaborador');
  await dialog.getByRole('button', { name: 'Suspender', exact: true }).click();
  await expect(page.getByText('Psicólogo suspenso com sucesso', { exact: true })).toBeVisible();
  await expect(page.getByText('Suspenso', { exact: true })).toBeVisible();

  await openSignIn(page, 'psychologist');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-da-psi-1');
  await page.getByRole('button', { name: /^(Acessar|Entrar)$/ }).click();
  await expect(page.getByText('Seu cadastro está suspenso. Fale com o Acolher.')).toBeVisible();

  await signIn(page, 'administrator', DEMO.admin);
  await openReview(page, id, name);
  await page.getByRole('button', { name: 'Reativar' }).click();
  await page
    .getByRole('alertdialog', { name: `Reativar ${name}?` })
    .getByRole('button', { name: 'Reativar' })
    .click();
  await expect(page.getByText('Psicólogo reativado com sucesso', { exact: true })).toBeVisible();
  await signIn(page, 'psychologist', email, 'senha-da-psi-1');
});

test('without the CRP card the review says so; the administrator sends the card', async ({
  page,
}) => {
  const id = uniqueSuffix();
  const name = `Iara Sem Carteira ${id}`;
  await signUpOnThePage(page, {
    name,
    email: `psi.sem.${id}@gmail.com`,
    crp: `07/${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    card: false,
  });
  await signIn(page, 'administrator', DEMO.admin);
  await openReview(page, id, name);
  await expect(
    page.getByText('Carteira do CRP ainda não enviada. Envie em PDF, JPG ou PNG, até 5MB.'),
  ).toBeVisible();
  // domain.md §9 decides from analysis whatever the record holds: the review says what is missing.
  await expect(page.getByText('Antes de aprovar, confira: falta carteira do CRP.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar' })).toBeEnabled();

  await page.getByLabel('Arquivo da carteira do CRP').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é a carteira'),
  });
  await expect(
    page.getByText('Envie a carteira do CRP em PDF, JPG ou PNG.', { exact: true }),
  ).toBeVisible();
  await page
    .getByLabel('Arquivo da carteira do CRP')
    .setInputFiles({ name: 'carteira.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Carteira do CRP enviada.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
});

// Decision 1441: the sign-up page takes the card (PDF, JPG or PNG, up to 5 MB, the server's
// messages before anything is sent) and sends it right after the account with the answer's grant.
test('the card attached on the sign-up page reaches the review, where the administrator opens it', async ({
  page,
}) => {
  const id = uniqueSuffix();
  const name = `Joana Com Carteira ${id}`;
  await page.goto('/psychologist/auth/sign-up');
  const card = page.getByLabel('Carteira do CRP');
  await card.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é a carteira'),
  });
  await expect(
    page.getByText('Envie a carteira do CRP em PDF, JPG ou PNG.', { exact: true }),
  ).toBeVisible();
  await card.setInputFiles({
    name: 'grande.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(
    page.getByText('A carteira do CRP deve ter no máximo 5MB.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await card.setInputFiles({ name: 'carteira.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('carteira.pdf', { exact: true })).toBeVisible();
  await shoot(page, 'psychologist-sign-up-card');

  await signUpOnThePage(page, {
    name,
    email: `psi.com.${id}@gmail.com`,
    crp: `08/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    card: true,
  });
  await signIn(page, 'administrator', DEMO.admin);
  await openReview(page, id, name);
  await expect(page.getByText(/^Enviada em .*\(PDF, 1 KB\)\.$/)).toBeVisible();
  await expect(page.getByText('Carteira do CRP ainda não enviada.', { exact: false })).toHaveCount(
    0,
  );
  const file = page.waitForResponse(
    (r) => r.url().includes('/api/psychologists/crp-card/') && r.url().endsWith('/file'),
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Abrir carteira do CRP' }).click();
  const answer = await file;
  expect([answer.status(), answer.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await (await popup).close();
  await shoot(page, 'compliance-review-card');
});

// Decision 1441: when the card fails after the account exists, the page keeps the account (no
// second 'Criar conta') and sends the card again with the same grant.
test('a card refused after the account exists is sent again from the sign-up page', async ({
  page,
}) => {
  const id = uniqueSuffix();
  const name = `Lia Reenvio ${id}`;
  let refused = 0;
  await page.route('**/api/psychologists/crp-card/**', async (route) => {
    if (route.request().method() !== 'PUT' || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Serviço indisponível. Tente novamente.' }),
    });
  });
  await page.goto('/psychologist/auth/sign-up');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'CPF' }).fill(randomCpf());
  await page
    .getByRole('textbox', { name: 'CRP' })
    .fill(`05/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`psi.reenvio.${id}@gmail.com`);
  await page.getByRole('textbox', { name: 'Celular' }).fill('11987654321');
  await page
    .getByLabel('Carteira do CRP')
    .setInputFiles({ name: 'carteira.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-da-psi-1');
  await page.getByRole('textbox', { name: 'Repita a senha' }).fill('senha-da-psi-1');
  await page.getByRole('button', { name: 'Criar conta' }).click();

  const notSent = page.getByRole('region', {
    name: 'Sua conta foi criada, mas a carteira do CRP não foi enviada',
  });
  await expect(notSent).toContainText('Serviço indisponível. Tente novamente.');
  await expect(page.getByRole('button', { name: 'Criar conta' })).toHaveCount(0);
  const send = page.getByRole('button', { name: 'Enviar carteira do CRP' });
  await expect(send).toBeDisabled();
  await page
    .getByLabel('Carteira do CRP', { exact: true })
    .setInputFiles({ name: 'carteira.pdf', mimeType: 'application/pdf', buffer: PDF });
  const sent = page.waitForResponse(
    (r) => r.url().includes('/api/psychologists/crp-card/') && r.request().method() === 'PUT',
  );
  await send.click();
  expect((await sent).status()).toBe(200);
  await expect(
    page.getByText('Conta criada com sucesso! Aguarde a aprovação do seu cadastro.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/psychologist\/auth\/sign-in$/);

  await signIn(page, 'administrator', DEMO.admin);
  await openReview(page, id, name);
  await expect(page.getByText(/^Enviada em /)).toBeVisible();
});
