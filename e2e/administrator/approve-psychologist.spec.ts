import { AS, expect, test } from '../support/fixtures';
import { randomCpf, uniqueSuffix } from '../support/documents';

/** A psychologist signs up through the API (domain.md §22), under analysis; returns the new record. */
async function signUpPsychologist(
  baseURL: string,
  p: { name: string; email: string; password: string },
) {
  const res = await fetch(`${baseURL}/api/psychologists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: p.name,
      document: randomCpf(),
      crp: `06${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      email: p.email,
      phone: '11987654321',
      password: p.password,
      confirmPassword: p.password,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { uuid: string; crpCardUploadToken: string };
}

/** Her CRP card, sent with the sign-up's grant (decision 1406): 'Aprovar' needs it (decision 1405). */
async function sendCrpCard(baseURL: string, p: { uuid: string; crpCardUploadToken: string }) {
  const form = new FormData();
  const pdf = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'carteira.pdf');
  const res = await fetch(`${baseURL}/api/psychologists/crp-card/${p.uuid}`, {
    method: 'PUT',
    headers: { 'x-crp-card-token': p.crpCardUploadToken },
    body: form,
  });
  expect(res.status).toBe(200);
}

test('the administrator approves a psychologist under analysis, who can then sign in', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const id = uniqueSuffix();
  const email = `psi.${id}@gmail.com`;
  const name = `Marina Teixeira ${id}`;
  const created = await signUpPsychologist(baseURL!, { name, email, password: 'senha-da-marina' });
  await sendCrpCard(baseURL!, created);

  await signedInAs(AS.admin);
  await page.getByRole('link', { name: 'Psicólogos' }).filter({ visible: true }).click();
  await page.getByLabel('Filtrar psicólogos').fill(id);
  const row = page.getByRole('row', { name: `Abrir ${name}` });
  await expect(row).toContainText('Em Análise');
  await row.click();

  await expect(page.getByRole('heading', { name: `Sobre ${name}` })).toBeVisible();
  await expect(page.getByText('Sem formação')).toBeVisible();
  await expect(page.getByText('Nenhum atendimento mês passado.')).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar' }).click();
  // A confirmation first (decision 1405).
  const confirm = page.getByRole('alertdialog', { name: `Aprovar ${name}?` });
  await confirm.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await expect(page.getByText('Psicólogo aprovado com sucesso', { exact: true })).toBeVisible();
  await expect(page.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reprovar' })).toHaveCount(0);

  await signedInAs({ role: 'psychologist', email, password: 'senha-da-marina' }, { page });
});

test("'Excluir psicólogo' goes back to the list without asking for the deleted psychologist again", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const id = uniqueSuffix();
  const name = `Paulo Deletado ${id}`;
  const { uuid } = await signUpPsychologist(baseURL!, {
    name,
    email: `psi.del.${id}@gmail.com`,
    password: 'senha-do-paulo',
  });
  expect(uuid).toBeTruthy();

  await signedInAs(AS.admin);
  await page.goto(`/administrator/app/psychologists/${uuid}/reports`);
  await expect(page.getByRole('heading', { name: `Sobre ${name}` })).toBeVisible();
  await expect(page.getByText('Nenhum atendimento mês passado.')).toBeVisible();

  const deleted = page.waitForResponse(
    (res) =>
      res.request().method() === 'DELETE' && res.url().endsWith(`/api/psychologists/${uuid}`),
  );
  await page.getByRole('button', { name: 'Excluir psicólogo' }).click();
  expect((await deleted).status()).toBeLessThan(300);
  const after: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(uuid)) after.push(`${req.method()} ${req.url()}`);
  });

  await expect(page.getByText('Psicólogo excluído com sucesso', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/administrator\/app\/psychologists$/);
  await page.getByLabel('Filtrar psicólogos').fill(id);
  await expect(page.getByRole('row', { name: `Abrir ${name}` })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(after, 'requests for the deleted psychologist').toEqual([]);
});
