import { formatName } from '@acolher/contracts/format';
import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { randomCpf, uniqueSuffix } from '../support/documents';

const SUPPRESSED = 'Dados insuficientes para preservar o anonimato';

const toast = (page: Page, text: string) =>
  expect(
    page.getByRole('region', { name: /Notificações/ }).getByText(text, { exact: true }),
  ).toBeVisible();

async function rowMenu(page: Page, label: string) {
  await page.getByRole('button', { name: label }).filter({ visible: true }).click();
}

test('the company adds a sector and a collaborator, edits them and deletes both after confirming', async ({
  page,
  signedInAs,
}) => {
  const id = uniqueSuffix();
  const sectorName = `Logística ${id}`;
  const renamed = `Logística e Frota ${id}`;
  const person = { name: `Carla Mendes ${id}`, email: `carla.${id}@empresa-demo.com.br` };

  await signedInAs(AS.hr);
  await page.getByRole('link', { name: 'Gestão de cadastros' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestão de cadastros', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tecnologia' })).toBeVisible();

  // Sector: required name, then added.
  await page.getByRole('button', { name: 'Adicionar setor' }).first().click();
  const sectorDialog = page.getByRole('dialog', { name: 'Adicionar setor' });
  await sectorDialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(sectorDialog.getByText('Campo obrigatório')).toBeVisible();
  await sectorDialog.getByLabel('Nome do setor').fill(sectorName);
  await sectorDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Setor adicionado com sucesso.');
  await expect(sectorDialog).toBeHidden();

  // Rename it.
  await rowMenu(page, `Ações do setor ${sectorName}`);
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editSector = page.getByRole('dialog', { name: 'Editar setor' });
  await editSector.getByLabel('Nome do setor').fill(renamed);
  await editSector.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Setor atualizado com sucesso.');
  const sectorRow = page.getByRole('row', { name: `Abrir o setor ${renamed}` });
  await expect(sectorRow).toContainText('0 colaboradores');

  // Its page: empty, then a collaborator.
  await sectorRow.click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('Não há colaboradores vinculados a este setor.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar colaborador' }).click();
  const personDialog = page.getByRole('dialog', { name: 'Adicionar colaborador' });
  await personDialog.getByLabel('Nome').fill(person.name);
  await personDialog.getByLabel('CPF').pressSequentially(randomCpf());
  await personDialog.getByLabel('Telefone').pressSequentially('11987654321');
  await personDialog.getByLabel('E-mail').fill(person.email);
  await personDialog.getByLabel('Data de nascimento').click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await calendar.getByRole('combobox', { name: /Ano|Year/i }).selectOption('1990');
  await calendar.getByRole('combobox', { name: /Mês|Month/i }).selectOption({ index: 4 });
  await calendar.getByRole('gridcell', { name: '15' }).getByRole('button').click();
  await personDialog.getByLabel('Gênero').click();
  await page.getByRole('option', { name: 'Feminino' }).click();
  await personDialog.getByRole('button', { name: 'Adicionar' }).click();
  await toast(page, 'Colaborador adicionado com sucesso');
  await expect(personDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('15/05/1990');
  await expect(row).toContainText('(11) 98765-4321');

  // Edit the collaborator.
  await rowMenu(page, `Ações de ${person.name}`);
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editPerson = page.getByRole('dialog', { name: 'Editar colaborador' });
  await editPerson.getByLabel('Telefone').fill('');
  await editPerson.getByLabel('Telefone').pressSequentially('1133334444');
  await editPerson.getByRole('button', { name: 'Salvar' }).click();
  await toast(page, 'Colaborador atualizado com sucesso');
  await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText(
    '(11) 3333-4444',
  );

  // Delete the collaborator after the confirmation.
  await rowMenu(page, `Ações de ${person.name}`);
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Tem certeza de que deseja excluir ${formatName(person.name)}? Esta ação não poderá ser desfeita.`,
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Colaborador excluído com sucesso');
  await expect(page.getByText('Não há colaboradores vinculados a este setor.')).toBeVisible();

  // Back to the sectors: delete the now empty sector after the confirmation.
  await page.getByRole('link', { name: 'Voltar para os setores' }).click();
  await rowMenu(page, `Ações do setor ${renamed}`);
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const confirmSector = page.getByRole('alertdialog');
  await expect(confirmSector).toContainText(
    `Tem certeza de que deseja excluir ${renamed}? Esta ação não poderá ser desfeita.`,
  );
  await confirmSector.getByRole('button', { name: 'Excluir' }).click();
  await toast(page, 'Setor excluído com sucesso.');
  await expect(page.getByRole('row', { name: `Abrir o setor ${renamed}` })).toHaveCount(0);
});

test('the company sees the anonymous well-being dashboard with the demo answers, small groups suppressed', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.hr);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The demo company has a dashboardLink: Acolher's 'Bem-estar' is the first tab, its own panel
  // the second (decision 1206). The demo's link is a sample page this site serves, framed (not
  // blocked by its headers).
  await page.getByRole('tab', { name: 'Painel da empresa' }).click();
  await expect(
    page
      .frameLocator('iframe[title="Painel da empresa Empresa Demo"]')
      .getByRole('heading', { name: 'Painel da Empresa Demo' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Bem-estar' }).click();

  // Radar of last month: company-wide, 7 people in Tecnologia; Recursos Humanos has fewer than 5.
  await expect(page.getByRole('heading', { name: 'Radar por dimensões' })).toBeVisible();
  await expect(page.getByText('7 pessoas responderam')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Radar da empresa em .*Bem-estar \d+/ }),
  ).toBeVisible();
  await expect(page.locator('.recharts-polar-grid').first()).toBeVisible();
  const hidden = page.getByRole('list', { name: 'Setores sem resultado neste mês' });
  await expect(hidden.getByRole('listitem').filter({ hasText: 'Recursos Humanos' })).toContainText(
    SUPPRESSED,
  );

  // Participation per sector and month, with the suppression text for small groups.
  const participation = page.getByRole('table', { name: 'Participação por setor e mês' });
  await expect(participation.getByRole('columnheader', { name: 'Tecnologia' })).toBeVisible();
  await expect(participation.getByRole('columnheader', { name: 'Recursos Humanos' })).toBeVisible();
  await expect(participation.getByRole('cell', { name: '7' }).first()).toBeVisible();
  await expect(participation.getByText(SUPPRESSED).first()).toBeAttached();
  await expect(page.getByRole('img', { name: /Pessoas que responderam por mês/ })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Evolução mensal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessões com psicólogos' })).toBeVisible();

  // The printable well-being report (the radar's; the risk inventory is the risk survey's).
  await page.getByRole('link', { name: 'Relatório de bem-estar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Relatório de bem-estar', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Empresa Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Recursos Humanos' }).first()).toContainText(
    SUPPRESSED,
  );
  await expect(page.getByRole('button', { name: 'Imprimir ou salvar em PDF' })).toBeVisible();
});
