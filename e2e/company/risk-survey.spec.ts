import { expect, test } from '../support/fixtures';
import { answerThroughApi, riskCompany } from './risk-survey-setup';

// domain.md §23 (contract §20), decisions 1350–1353: HR opens a survey, ten collaborators answer
// (nine through the API, one on a phone), HR reads the heat map, keeps the inventory, locks a
// version, links an action, publishes and downloads the PGR annex; the collaborator sees the results.

const shot = (name: string) => `/tmp/risk-shots/${name}.png`;

test('the psychosocial risk survey from opening to the PGR annex', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(240_000);
  const company = await riskCompany(baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs({ role: 'company', email: company.email, password: company.password });
  await page.getByRole('link', { name: 'Riscos psicossociais' }).filter({ visible: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Riscos psicossociais (NR-1)', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  await expect(page.getByText('0 de 10 responderam')).toBeVisible();
  await page.screenshot({ path: shot('hr-list-1280'), fullPage: true });
  await page.getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/risk-surveys\/[0-9a-f-]{36}$/);
  const surveyUuid = page.url().split('/').pop()!;

  await answerThroughApi(baseURL!, surveyUuid, company.people.slice(0, 9));

  // HR reminds who has not answered: a count, never a name.
  await page.reload();
  await page.getByRole('button', { name: 'Lembrar quem não respondeu' }).click();
  await expect(page.getByText('Lembrete enviado a 1 pessoa.').first()).toBeVisible();
  await page.screenshot({ path: shot('hr-reminder-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('hr-reminder-390') });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The tenth answers on a phone.
  const { page: mobile } = await signedInAs(
    { role: 'collaborator', email: company.people[9], password: company.password },
    {
      context: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  );
  const card = mobile.getByRole('heading', { name: 'Pesquisa sobre o trabalho' });
  await expect(card).toBeVisible();
  await mobile.screenshot({ path: shot('collab-dashboard-390'), fullPage: true });
  await mobile.getByRole('link', { name: 'Responder', exact: true }).click();
  await expect(mobile.getByText('Pergunta 1 de 40')).toBeVisible();
  await mobile.screenshot({ path: shot('collab-stepper-390'), fullPage: true });
  for (let i = 0; i < 40; i++) {
    await mobile.getByRole('radio').first().check();
    await mobile.getByRole('button', { name: i === 39 ? 'Enviar respostas' : 'Próxima' }).click();
  }
  await expect(mobile).toHaveURL(/\/collaborator\/app\/dashboard$/);
  await expect(mobile.getByText(/Você já respondeu/)).toBeVisible();

  // HR: participation, close, heat map with the suppressed sectors marked.
  await page.reload();
  await expect(page.getByText('10 de 10 colaboradores responderam.')).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar' }).click();
  const heat = page.getByRole('table', { name: 'Mapa de calor: dimensões por setor' });
  await expect(heat.getByRole('columnheader', { name: /Financeiro/ })).toContainText(
    'Menos de 5 respostas',
  );
  await expect(heat.getByRole('columnheader', { name: /Atendimento/ })).toContainText(
    'Menos de 5 respostas',
  );
  await expect(heat.getByRole('columnheader', { name: /Empresa/ })).toContainText(
    '10 de 10 respostas',
  );

  // Inventory: save the suggestion, lock a version, link an action.
  await page.getByRole('button', { name: 'Salvar inventário' }).click();
  await expect(page.getByText('Inventário salvo.')).toBeVisible();
  await page.getByRole('button', { name: 'Travar versão' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Travar versão' }).click();
  await expect(page.getByText(/Versão 1 ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Vincular ação' }).first().click();
  const plan = page.getByRole('dialog', { name: 'Adicionar ação' });
  await expect(plan.getByLabel('Risco que a ação responde')).not.toHaveValue('');
  await plan
    .getByRole('textbox', { name: 'Ação', exact: true })
    .fill('Redistribuir as demandas do Atendimento');
  await plan.getByLabel('Responsável').fill('Marina (RH)');
  await plan.getByLabel('Prazo').fill('2027-01-31');
  await page.screenshot({ path: shot('hr-link-action-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('hr-link-action-390') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await plan.getByRole('button', { name: 'Adicionar ação' }).click();
  await expect(page.getByText('Ação adicionada ao plano.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar aos colaboradores' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(/Publicada em .* para 10 colaboradores/)).toBeVisible();
  await page.screenshot({ path: shot('hr-survey-1280'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Anexo do PGR (PDF)' }).click();
  await (await download).saveAs('/tmp/risk-shots/annex.pdf');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('hr-survey-390'), fullPage: true });

  // The collaborator sees the company's results and the plan.
  await mobile.reload();
  await mobile.getByText(/Resultados de/).click();
  await expect(
    mobile.getByText('Redistribuir as demandas do Atendimento', { exact: false }),
  ).toBeVisible();
  await mobile.screenshot({ path: shot('collab-results-390'), fullPage: true });
  await mobile.context().close();
});
