import { AS, expect, test } from '../support/fixtures';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { DEMO, apiToken } from '../support/auth';
import { dmy, pickDay, weekdayAhead } from '../support/days';
import { shoot } from '../support/shots';

// Decisions 1380, 1382, 1383: bruno answers 'O que te traz aqui?', books from 'Indicados para você'
// and sees what 'Trocar de psicólogo' promises. Runs after no-dead-ends.spec.ts in a full run (bruno's
// terms and radar done there); alone, the setup does them through the API. One credit is granted by
// the administrator for the booking, so bruno's balance is what it was.

async function api(baseURL: string, token: string, path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Bruno ready to book: terms, radar, and one credit from the administrator. */
async function readyBruno(baseURL: string) {
  const bruno = await apiToken(baseURL, 'collaborator', DEMO.bruno);
  const me = await api(baseURL, bruno.token, `/collaborators/${bruno.uuid}`);
  if (!me.hasAcceptedTerms)
    await api(baseURL, bruno.token, `/collaborators/accept-terms/${bruno.uuid}`, 'PATCH', {
      whatsappConsent: false,
    });
  if (!me.hasSentForm) {
    const q = (await api(baseURL, bruno.token, '/well-being-radar/questionnaire')) as {
      questions: { id: string; scale: { value: number }[] }[];
    };
    const answers = q.questions.map((x) => ({ questionId: x.id, value: x.scale[1].value }));
    await api(baseURL, bruno.token, '/well-being-radar/responses', 'POST', { answers });
  }
  const admin = await apiToken(baseURL, 'administrator', DEMO.admin);
  await api(baseURL, admin.token, `/collaborators/${bruno.uuid}/add-credits`, 'PATCH', {
    credits: 1,
  });
}

test("bruno answers 'O que te traz aqui?', books from 'Indicados para você', and reads what switching means", async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await readyBruno(baseURL!);
  await signedInAs(AS.bruno);
  await page.getByRole('link', { name: 'Buscar psicólogos' }).first().click();
  await expect(page.getByRole('tab', { name: 'Indicados para você' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The intake: on the first visit, or again from the page.
  const intake = page.getByRole('region', { name: 'O que te traz aqui?' });
  const edit = page.getByRole('button', { name: /O que te traz aqui\?|Editar o que te traz aqui/ });
  await expect(intake.or(edit)).toBeVisible();
  if (await edit.isVisible()) await edit.click();
  await expect(intake).toContainText('sua empresa não tem acesso a elas');
  await expect(
    intake
      .getByRole('button', { name: 'Pular por agora' })
      .or(intake.getByRole('button', { name: 'Cancelar' })),
  ).toBeVisible();
  for (const name of ['Ansiedade', 'Uma psicóloga', 'Manhã (até 12h)']) {
    const choice = intake.getByRole(name === 'Uma psicóloga' ? 'radio' : 'checkbox', { name });
    if (!(await choice.isChecked())) await choice.check({ force: true });
    await expect(choice).toBeChecked();
  }
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'intake');
  await intake.getByRole('button', { name: 'Ver indicações' }).click();
  await expect(intake).toBeHidden();

  // The matches, each card saying why.
  const matches = page.getByRole('list', { name: 'Indicados para você' });
  const helena = matches.getByRole('link', { name: /Helena Martins Duarte/ });
  const why = helena.getByRole('list', { name: 'Por que indicamos' });
  await expect(why).toContainText('Atende ansiedade');
  await expect(why).toContainText('Psicóloga, como você prefere');
  await expect(why).toContainText('Horários de manhã');
  await expect(
    why.getByText(
      /^Próximo horário: (segunda|terça|quarta|quinta|sexta),( \d{2}\/\d{2},)? \d{2}:00$/,
    ),
  ).toBeVisible();
  await expect(page.getByText('Indicações a partir do que você contou')).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'matches');

  // The ordinary search is one tab away.
  await page.getByRole('tab', { name: 'Todos os psicólogos' }).click();
  await expect(page.getByRole('combobox', { name: 'Especialidade' })).toBeVisible();
  await page.getByRole('tab', { name: 'Indicados para você' }).click();

  // Booking from the match.
  await helena.click();
  await expect(
    page.getByRole('heading', { name: 'Helena Martins Duarte', level: 1 }),
  ).toBeVisible();
  const day = weekdayAhead(19);
  await pickDay(page, page.locator('#booking-date'), day);
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(day)}` })).toBeVisible();
  await page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: /Livre$/ })
    .first()
    .click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();

  // 'Trocar de psicólogo' from the history: free, nothing booked ends, the matches without her.
  await page.getByRole('link', { name: 'Ver meus agendamentos' }).click();
  const yours = page.getByRole('region', { name: /Seus? psicólogos?/ });
  await yours
    .getByRole('listitem')
    .filter({ hasText: 'Helena Martins Duarte' })
    .getByRole('button', { name: 'Trocar de psicólogo' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Trocar de psicólogo' });
  await expect(dialog).toContainText('Trocar é gratuito');
  await expect(dialog).toContainText(
    'As sessões já marcadas com Helena Martins Duarte continuam marcadas',
  );
  await expect(dialog).toContainText(
    'O novo psicólogo não vê as anotações nem as avaliações do anterior',
  );
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'switch-dialog');
  await dialog.getByRole('button', { name: 'Ver outros psicólogos' }).click();
  await expect(page).toHaveURL(/\/collaborator\/app\/psychologists\?trocar=[0-9a-f-]{36}$/);
  await expect(page.getByText('Trocando de psicólogo')).toBeVisible();
  await expect(page.getByRole('link', { name: /Helena Martins Duarte/ })).toHaveCount(0);
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'switch-matches');

  // Her page offers the same, and the booking is still there.
  await page.goto('/collaborator/app/appointments-history');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: dmy(day) })
      .first(),
  ).toContainText('Pendente');
});
