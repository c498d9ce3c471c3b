import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { caller } from '../support/api';
import { apiToken } from '../support/auth';
import { answerThroughApi, riskCompany } from './risk-survey-setup';

// domain.md §23 (decision 1355): the inventory's next review is two years after its version; HR
// records a change of the work and sees the review brought forward to the change's day. Also the
// screens the first journey shoots at one width only (HR's list at 390 px, the collaborator's
// survey pages at 1280 px). JOURNEY_SHOTS=<dir> keeps the screenshots.

const SHOTS = process.env.JOURNEY_SHOTS;
async function shoot(page: Page, name: string, widths = [390, 1280], fullPage = true) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}
const ZONE = 'America/Sao_Paulo';
const ymd = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);
const br = (day: string) => day.split('-').reverse().join('/');

test('HR records a change of the work and the inventory review comes forward', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const company = await riskCompany(baseURL!);
  const hr = caller(
    baseURL!,
    (await apiToken(baseURL!, 'company', company.email, company.password)).token,
  );
  const today = ymd(new Date());
  const created = await hr(`/companies/${company.uuid}/risk-surveys`, {
    method: 'POST',
    body: JSON.stringify({ title: 'Pesquisa sobre o trabalho', opensOn: today, closesOn: today }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const survey = `/companies/${company.uuid}/risk-surveys/${((await created.json()) as { uuid: string }).uuid}`;

  // The collaborator's survey pages at 1280 px: the card, then the first question.
  const { page: person } = await signedInAs(
    { role: 'collaborator', email: company.people[0], password: company.password },
    { context: { viewport: { width: 1280, height: 900 } } },
  );
  await expect(person.getByRole('heading', { name: 'Pesquisa sobre o trabalho' })).toBeVisible();
  await shoot(person, 'collab-dashboard', [1280]);
  await person.getByRole('link', { name: 'Responder', exact: true }).click();
  await expect(person.getByText('Pergunta 1 de 40')).toBeVisible();
  await shoot(person, 'collab-stepper', [1280]);

  // Six answer, the survey closes and is published, and a version of the inventory is locked.
  await answerThroughApi(baseURL!, survey.split('/').pop()!, company.people.slice(1, 7));
  for (const step of ['close', 'publish'])
    expect((await hr(`${survey}/${step}`, { method: 'POST' })).status).toBe(200);
  const item = {
    hazard: 'Exigências quantitativas',
    exposedGroup: 'Todos os colaboradores',
    process: 'Atendimento',
    probability: 3,
    severity: 2,
    criteria: 'COPSOQ II-Br',
  };
  const put = await hr(`${survey}/inventory`, {
    method: 'PUT',
    body: JSON.stringify({ items: [item] }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const locked = await hr(`${survey}/inventory/versions`, { method: 'POST' });
  expect(locked.status).toBe(201);
  const { nextReviewOn } = (await locked.json()) as { nextReviewOn: string };

  await person.goto('/collaborator/app/dashboard');
  await person.getByText(/Resultados de/).click();
  await expect(person.getByText('Nenhuma ação registrada ainda.')).toBeVisible();
  await shoot(person, 'collab-results', [1280]);
  await person.context().close();

  // HR's list at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs({ role: 'company', email: company.email, password: company.password });
  await page.goto('/company/app/risk-surveys');
  await expect(page.getByText('6 de 10 responderam')).toBeVisible();
  await shoot(page, 'hr-list', [390]);

  // The review: two years after the version, then brought forward by a change.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Abrir' }).click();
  const review = page.getByRole('region', { name: 'Revisão do inventário' });
  await expect(review.getByText(`Próxima revisão: ${br(nextReviewOn)}`)).toBeVisible();
  await expect(review.getByText('Dois anos após a versão 1.', { exact: false })).toBeVisible();
  await expect(review.getByText('Nenhuma mudança registrada.', { exact: false })).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await shoot(page, 'hr-review-before');

  await review.getByRole('button', { name: 'Registrar mudança' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar mudança no trabalho' });
  await expect(dialog.getByLabel('Data da mudança')).toHaveValue(today);
  await dialog.getByRole('button', { name: 'Registrar mudança' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByLabel('O que mudou').fill('Novo sistema de metas no Atendimento');
  await shoot(page, 'hr-change-dialog', [390, 1280], false);
  await dialog.getByRole('button', { name: 'Registrar mudança' }).click();
  await expect(page.getByText('Mudança registrada.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(review.getByText(`Próxima revisão: ${br(today)}`)).toBeVisible();
  await expect(review.getByText('Revisão devida')).toBeVisible();
  await expect(
    review.getByText(
      `Antecipada pela mudança de ${br(today)}: Novo sistema de metas no Atendimento.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(review.getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'hr-review-after');
  // The versions list says the same date.
  await expect(page.getByText(`revisão até ${br(today)}`)).toBeVisible();
});
