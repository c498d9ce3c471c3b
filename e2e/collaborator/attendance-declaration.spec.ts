import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { shoot } from '../support/shots';

// Decisions 1375 and 1376: Ana downloads the 'Declaração de comparecimento' of a held session, its
// text (read back with pdftotext) carries no clinical word, and its QR code's address opens the
// public page that confirms the same facts; the psychologist records a referral and prints its
// letter.

const SHOTS = process.env.JOURNEY_SHOTS;
/** A PDF's text as poppler reads it (the layout a person sees). */
async function pdfText(path: string): Promise<string> {
  if (SHOTS) fs.copyFileSync(path, `${SHOTS}/${path.split('/').pop()}.pdf`);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Words of Ana's seeded notes and of clinical language: none may reach a declaration. */
const CLINICAL = [
  'ansiedade',
  'tensão',
  'sono',
  'dormir',
  'respiração',
  'sintoma',
  'diagnóstico',
  'queixa',
  'transtorno',
  'humor',
  'PHQ',
  'GAD',
  'prontuário',
  'anotação',
  'relata',
];

/** The clinical words a text holds, word by word ('gad' is no hit in 'divulgada'). */
function clinicalWords(text: string): string[] {
  const tokens = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return CLINICAL.map((w) => w.toLowerCase()).filter((w) =>
    tokens.some((t) => t === w || (w.length >= 5 && t.startsWith(w))),
  );
}

test('Ana downloads an attendance declaration and checks it at its QR code address', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/appointments-history');
  await expect(page.getByRole('heading', { name: 'Minhas sessões' })).toBeVisible();
  const declaration = page
    .getByRole('button', { name: /^Declaração de comparecimento da sessão de/ })
    .first();
  while (!(await declaration.isVisible())) {
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(page.getByRole('button', { name: 'Carregar mais' }).or(declaration)).toBeVisible();
  }
  await declaration.scrollIntoViewIfNeeded();
  await shoot(page, 'declaration-button');

  const download = page.waitForEvent('download');
  await declaration.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^declaracao-comparecimento-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(await file.path());
  expect(text).toContain('Declaração de comparecimento');
  expect(text).toContain('Ana Beatriz Souza');
  expect(text).toMatch(/das \d{2}:\d{2} às \d{2}:\d{2}/);
  expect(text).toContain('50 minutos');
  expect(text).toMatch(/CRP \d{2}\/\d+/);
  expect(clinicalWords(text)).toEqual([]);

  // The address the QR code holds is printed under it: the page a third party opens.
  const address = /https?:\/\/\S+\/declaracao\/([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text);
  expect(address).not.toBeNull();
  const [url, code] = address!;
  await page.goto(url!);
  await expect(page.getByRole('heading', { name: 'Verificação de declaração' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Declaração de comparecimento' });
  await expect(facts.getByText('Declaração válida')).toBeVisible();
  await expect(facts.getByText(code!)).toBeVisible();
  await expect(facts.getByText('Ana Beatriz Souza')).toBeVisible();
  await expect(facts.getByText('50 minutos')).toBeVisible();
  expect(clinicalWords(await facts.innerText())).toEqual([]);
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'declaration-valid');

  await page.goto('/declaracao/AAAA-BBBB-CCCC');
  await expect(page.getByText('Declaração não encontrada')).toBeVisible();
  await shoot(page, 'declaration-unknown');
});

test("the psychologist records a referral in Ana's record and prints its letter", async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.helena);
  await page.getByRole('link', { name: 'Prontuários' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prontuários' })).toBeVisible();
  await page.getByRole('link', { name: /Ana Beatriz/ }).click();
  await expect(page.getByRole('heading', { name: /^Prontuário de Ana/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Encaminhamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo encaminhamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo encaminhamento' });
  await dialog.getByRole('button', { name: 'Registrar encaminhamento' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Encaminhar para/ }).click();
  await page.getByRole('option', { name: 'Psiquiatria' }).click();
  const letter = `Prezado(a) colega, encaminho Ana para avaliação psiquiátrica ${Date.now()}.`;
  await dialog.getByRole('textbox', { name: /Carta ao paciente/ }).fill(letter);
  await shoot(page, 'referral-dialog');
  await dialog.getByRole('button', { name: 'Registrar encaminhamento' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Encaminhamentos registrados' });
  await expect(list.getByText(letter)).toBeVisible();
  await expectNoA11yViolations(page);
  await list.scrollIntoViewIfNeeded();
  await shoot(page, 'referral-list');

  const download = page.waitForEvent('download');
  await list
    .getByRole('button', { name: /^Baixar carta/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('encaminhamento.pdf');
  const text = (await pdfText(await file.path())).replace(/\s+/g, ' ');
  expect(text).toContain('Encaminhamento');
  expect(text).toContain('Psiquiatria');
  expect(text).toContain('Paciente: Ana Beatriz Souza');
  expect(text).toContain(letter);
});
