import { expect, test } from '@playwright/test';
import { DEMO } from '../support/auth';
import { signInAs as signIn } from './sign-in';
import { randomCpf, uniqueSuffix } from '../support/documents';

// 'Início' (decision 1408): the administrator lands on the queues, each counted and linked.

async function signUpPsychologist(baseURL: string) {
  const id = uniqueSuffix();
  const res = await fetch(`${baseURL}/api/psychologists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Olívia Fila ${id}`,
      document: randomCpf(),
      crp: `05${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      email: `psi.fila.${id}@gmail.com`,
      phone: '11987654321',
      password: 'senha-da-olivia',
      confirmPassword: 'senha-da-olivia',
    }),
  });
  expect(res.status).toBe(201);
}

const count = async (link: import('@playwright/test').Locator) =>
  Number((await link.getAttribute('aria-label'))?.split(': ')[1]);

// The count of sign-ups to review moves with every journey that makes a psychologist: this one runs
// alone (decision 1438).
test(
  "'Início', the menu's first item: the three queues with counts and links; a new sign-up adds one to review",
  { lock: '-exclusive-' },
  async ({ page, baseURL }) => {
    await signIn(page, 'administrator', DEMO.admin);
    // The spec: sign-in goes to the administrators list; the queues are one click away.
    await expect(page).toHaveURL(/\/administrator\/app\/administrators$/);
    await page.goto('/administrator/app/home');
    await expect(page.getByRole('heading', { name: 'Início' })).toBeVisible();
    const queues = page.getByRole('list', { name: 'Filas' });
    const review = queues.getByRole('link', { name: /^Cadastros em análise: \d+$/ });
    const disputes = queues.getByRole('link', { name: /^Sessões contestadas: \d+$/ });
    const deletions = queues.getByRole('link', { name: /^Pedidos de exclusão de conta: \d+$/ });
    await expect(review).toBeVisible();
    await expect(disputes).toBeVisible();
    await expect(deletions).toBeVisible();
    const before = await count(review);
    for (const [link, n, empty] of [
      [disputes, await count(disputes), 'Nenhuma contestação aberta.'],
      [deletions, await count(deletions), 'Nenhuma solicitação de exclusão pendente.'],
    ] as const) {
      if (n === 0) await expect(link).toContainText(empty);
    }

    await signUpPsychologist(baseURL!);
    await page.reload();
    await expect(review).toHaveAttribute('aria-label', `Cadastros em análise: ${before + 1}`);
    await expect(review).toContainText(
      before + 1 === 1 ? '1 cadastro aguarda revisão' : `${before + 1} cadastros aguardam revisão`,
    );
    await review.click();
    await expect(page).toHaveURL(/\/administrator\/app\/psychologists$/);
    await page.goto('/administrator/app/home');
    await disputes.click();
    await expect(page).toHaveURL(/\/administrator\/app\/disputes$/);
    await page.goto('/administrator/app/home');
    await deletions.click();
    await expect(page).toHaveURL(/\/administrator\/app\/deletion-requests$/);
  },
);
