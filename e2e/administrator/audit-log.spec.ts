import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@acolher/contracts/audit';
import { AS, expect, test } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { expectNoA11yViolations } from '../support/a11y';
import { expectCall } from '../support/api';
import { newPsychologistUnderReview } from '../support/people';

const SHOTS = process.env.SHOTS_DIR;

// 'Auditoria' (domain.md §12, §14; decision 1182): the administrator's reading of the outbox
// ('Mensagens') is recorded and shown, and the list filters by action and person.
test("'Auditoria' shows the administrator's reading of 'Mensagens', filtered by action", async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(AS.admin);
  const nav = (name: string) => page.getByRole('link', { name }).filter({ visible: true });
  await nav('Mensagens').click();
  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
  const readAt = Date.now();

  await nav('Auditoria').click();
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registros de auditoria' });
  await expect(table).toBeVisible();

  await page.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Leitura das mensagens enviadas' }).click();
  await page.getByLabel('Pessoa').fill(DEMO.admin);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).toContainText('Leitura das mensagens enviadas');
  await expect(rows.first()).toContainText('Administrador');
  await expect(rows.first()).toContainText(DEMO.admin);
  await expect(rows.first()).toContainText('Mensagens');
  await expect(table).not.toContainText('outbox.read');
  // Every row shown is of the chosen action; the newest is the one just made (within a minute).
  for (const text of await rows.allInnerTexts())
    expect(text).toContain('Leitura das mensagens enviadas');
  const shown = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(readAt);
  await expect(rows.first()).toContainText(shown);
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-log-1280.png`, fullPage: true });

  // Another action with nobody doing it under this person: the empty state.
  await page.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Reprovação de cadastro' }).click();
  await page.getByLabel('Pessoa').fill('ninguem@nenhum.dev');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(rows.first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Registros de auditoria' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/audit-log-390.png`, fullPage: true });
});

/** A code written as a word of its own ('suspend', 'crp_card.read'), never inside a pt-BR word. */
const RAW_CODE = new RegExp(
  `(^|[\\s·(])(${[...AUDIT_ACTIONS, ...AUDIT_TARGET_TYPES]
    .map((c) => c.replace(/[.]/g, '\\.'))
    .join('|')})($|[\\s·)])`,
);

// Decision 1440: every action the API writes is named in pt-BR: the review's reading of the CRP
// card, the approval and the suspension of a psychologist made here, never their codes.
test("'Auditoria' names a psychologist's review, approval and suspension in pt-BR", async ({
  baseURL,
  signedInAs,
}) => {
  // Her card read by the administrator first, then approved and suspended.
  const psi = await newPsychologistUnderReview(baseURL!);
  expect((await psi.admin(`/psychologists/crp-card/${psi.uuid}/file`)).status).toBe(200);
  for (const complianceStatus of ['approved', 'suspended'])
    await expectCall(psi.admin, `/psychologists/compliance/${psi.uuid}`, {
      method: 'PATCH',
      status: 200,
      body: JSON.stringify({ complianceStatus }),
    });

  const { page } = await signedInAs(AS.admin);
  await page.goto('/administrator/app/audit-log');
  await page.getByLabel('Pessoa').fill(psi.email);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const table = page.getByRole('table', { name: 'Registros de auditoria' });
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Suspensão do atendimento');
  await expect(rows.nth(1)).toContainText('Aprovação de cadastro');
  await expect(rows.nth(2)).toContainText('Leitura da carteira do CRP');
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain(`Psicólogo · ${psi.name}`);
    expect(text).not.toMatch(RAW_CODE);
  }
  // The filter offers the same names.
  await page.getByRole('combobox', { name: 'Ação' }).click();
  await expect(page.getByRole('option', { name: 'Suspensão do atendimento' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'suspend', exact: true })).toHaveCount(0);
});
