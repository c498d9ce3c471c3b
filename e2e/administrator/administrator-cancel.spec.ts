import { formatMonth, MONTH_NAMES } from '@acolher/contracts/format';
import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { apiToken, DEMO } from '../support/auth';
import { bookFreeHour } from '../support/booking';
import { dmy } from '../support/days';

const monthLabel = (ymd: string) => formatMonth(ymd.slice(0, 7));
test("the administrator picks a month on the psychologist's page and cancels Ana's pending session with the credit back", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(150_000);
  // Setup through the API: Ana books a session with Helena about two weeks ahead.
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const helena = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const auth = { authorization: `Bearer ${ana.token}`, 'content-type': 'application/json' };
  const get = async <T>(path: string) =>
    (await (await fetch(`${baseURL}/api${path}`, { headers: auth })).json()) as T;
  const credits = async () =>
    (await get<{ credits: number }>(`/collaborators/${ana.uuid}`)).credits;
  const { day, hour } = await bookFreeHour(baseURL!, ana, helena.uuid, 13);
  const before = await credits();

  await signedInAs(AS.admin);
  await page.getByRole('link', { name: 'Psicólogos' }).first().click();
  await page.getByRole('row', { name: 'Abrir Helena Martins Duarte' }).click();
  await expect(page.getByRole('heading', { name: 'Sobre Helena Martins Duarte' })).toBeVisible();
  // Last month by default, as the spec says.
  const section = page.getByRole('region', { name: /^Atendimentos de / });
  const picker = section.getByRole('combobox', { name: 'Mês' });
  const lastMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .slice(0, 7);
  const previous = new Date(`${lastMonth}-15T12:00:00Z`);
  previous.setUTCMonth(previous.getUTCMonth() - 1);
  await expect(picker).toHaveText(monthLabel(previous.toISOString()));
  await expect(section.getByRole('button', { name: /^Cancelar agendamento/ })).toHaveCount(0);

  await picker.click();
  await page.getByRole('option', { name: monthLabel(day) }).click();
  await expect(section.getByRole('heading', { level: 2 })).toContainText(
    MONTH_NAMES[Number(day.slice(5, 7)) - 1]!,
    { ignoreCase: true },
  );
  const row = section
    .getByRole('listitem')
    .filter({ hasText: dmy(day) })
    .filter({ hasText: 'Ana Beatriz Souza' })
    .filter({ hasText: hour.startTime.slice(0, 5) });
  await expect(row).toContainText('Pendente');
  await row.getByRole('button', { name: /^Cancelar agendamento de Ana/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancelar agendamento' });
  const refund = dialog.getByRole('switch', { name: 'Devolver o crédito ao colaborador' });
  await expect(refund).toBeChecked();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByLabel(/^Motivo/).fill('A psicóloga avisou que estará doente.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Nothing is sent before the confirmation.
  const confirm = page.getByRole('dialog', { name: 'Confirmar cancelamento?' });
  await expect(confirm).toContainText('o crédito volta para o colaborador');
  await expect(confirm).toContainText('A psicóloga avisou que estará doente.');
  expect(await credits()).toBe(before);
  await confirm.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Agendamento cancelado e crédito devolvido.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row).toContainText('Cancelado pelo administrador');
  await expect(row.getByRole('button', { name: /^Cancelar agendamento/ })).toHaveCount(0);
  expect(await credits()).toBe(before + 1);
});
