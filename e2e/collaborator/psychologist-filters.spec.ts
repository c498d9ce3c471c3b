import fs from 'node:fs';
import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { shoot } from '../support/shots';

test('ana filters the psychologists by specialty and sees each one’s next free slot', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/psychologists');
  // The page opens on 'Indicados para você' (decision 1382): the filters are the other tab's.
  await page.getByRole('tab', { name: 'Todos os psicólogos' }).click();
  const helena = page.getByRole('link', { name: /Helena Martins Duarte/ });
  await expect(helena).toBeVisible();
  // The demo psychologist sees people Monday to Friday: a free slot within 30 days, in São Paulo time.
  await expect(helena.getByText(/^Próximo horário:/)).toContainText(/\d{2}\/\d{2} às \d{2}:00/);

  await page.getByRole('combobox', { name: 'Especialidade' }).click();
  await page.getByRole('option', { name: 'Burnout' }).click();
  await expect(page.getByRole('combobox', { name: 'Especialidade' })).toHaveText('Burnout');
  await expect(helena).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'search-filtered');

  // A filter with a name nobody has: the spec's empty text stays.
  await page.getByRole('searchbox').fill('ninguém com este nome');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum psicólogo foi encontrado.')).toBeVisible();
  await page.getByRole('searchbox').fill('');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('combobox', { name: 'Especialidade' }).click();
  await page.getByRole('option', { name: 'Todas as especialidades' }).click();
  await expect(helena).toBeVisible();
});

test('ana adds an upcoming session to her calendar from her history (.ics, São Paulo zone)', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/appointments-history');
  const add = page.getByRole('button', { name: /^Adicionar à agenda a sessão de / }).first();
  await expect(add).toBeVisible();
  await settle(page);
  await shoot(page, 'history-calendar');
  const [file] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(file.suggestedFilename()).toMatch(/^sessao-acolher-\d{4}-\d{2}-\d{2}\.ics$/);
  // Long lines are folded (RFC 5545 §3.1): unfold before reading.
  const text = fs.readFileSync((await file.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T\d{6}/);
  expect(text).toContain('SUMMARY:Sessão Acolher');
  expect(text).toMatch(/URL:http.*\/collaborator\/app\/appointment\/[0-9a-f-]+\/session/);
});
