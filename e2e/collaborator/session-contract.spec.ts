import { expect, test } from '../support/fixtures';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { openHour } from '../support/booking';
import { dmy, soonHour } from '../support/days';
import { FAKE_MEDIA } from '../support/room';
import { roomPsychologist } from '../support/room-psychologist';
import { shoot } from '../support/shots';

// docs/domain.md §16, §18: a collaborator books a first session with a psychologist, names an
// emergency contact, reads and accepts the care contract, and enters the room; the psychologist sees
// which version was accepted and, when it asks, the emergency contact; a new version is shown to the
// collaborator as such. Both are made for the journey through the API.
test.use(FAKE_MEDIA);
test.setTimeout(300_000);

test('a collaborator books a first session, accepts the care contract and enters the room; the psychologist sees the acceptance and the emergency contact', async ({
  baseURL,
  signedInAs,
}) => {
  // Setup through the API: a collaborator with the terms, the radar and one credit; a psychologist
  // of its own with an hour starting in 3 minutes.
  const renata = await roomPsychologist(baseURL!, 'Renata Contrato Teste');
  const { start, end } = soonHour(3);
  await openHour(baseURL!, renata, {
    weekday: start.weekday,
    startTime: start.time,
    endTime: end.time,
  });
  const { page } = await signedInAs('collaborator', { collaborator: { radar: true, credits: 1 } });

  // Minha conta: the collaborator names an emergency contact.
  await page.goto('/collaborator/app/account');
  const section = page.getByRole('region', { name: 'Contato de emergência' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(section.getByText('Campo obrigatório').first()).toBeVisible();
  await section.getByLabel('Nome').fill('Joana Souza');
  await section.getByLabel('Telefone').fill('11988887777');
  await section.getByLabel('Relação com você').fill('Mãe');
  await section.getByRole('button', { name: 'Salvar contato' }).click();
  await expect(page.getByText('Contato de emergência salvo')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remover contato' })).toBeVisible();
  await settle(page);
  await expectNoA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'emergency-contact', { target: section });

  // Books the slot starting in 3 minutes, in the booking screen.
  await page.goto(`/collaborator/app/psychologists/${renata.uuid}?date=${start.ymd}`);
  await expect(page.getByRole('heading', { name: `Horários em ${dmy(start.ymd)}` })).toBeVisible();
  await page
    .getByRole('list', { name: 'Horários' })
    .getByRole('button', { name: new RegExp(`^${start.time.slice(0, 5)} .*Livre$`) })
    .click();
  const confirmation = page.getByRole('region', { name: 'Confirmação do agendamento' });
  await confirmation.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByRole('heading', { name: 'Agendamento confirmado!' })).toBeVisible();
  const roomPath = new URL(page.url()).pathname.replace(/\/success$/, '/session');

  // The success page asks for the contract; the room refuses until it is accepted.
  const prompt = page.getByRole('region', { name: 'Leia e aceite o contrato de atendimento' });
  await expect(prompt).toBeVisible();
  await shoot(page, 'contract-prompt');
  await prompt.getByRole('link', { name: 'Ler o contrato' }).click();
  await expect(
    page.getByRole('heading', { name: 'Contrato de atendimento', level: 2 }),
  ).toBeVisible();
  const text = page.getByRole('region', { name: 'Texto do contrato' });
  await expect(text).toContainText('Sigilo e seus limites');
  await expect(text).toContainText('criptografia de ponta a ponta');
  await expect(page.getByText(/Versão 1, modelo do Acolher/)).toBeVisible();
  const accept = page.getByRole('button', { name: 'Aceitar contrato' });
  await expect(accept).toBeDisabled();
  await settle(page);
  await expectNoA11yViolations(page);
  await shoot(page, 'contract-reading');
  await page.getByRole('checkbox', { name: /concordo/ }).check();
  await accept.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Você aceitou a versão 1 em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/ }),
  ).toBeVisible();
  await shoot(page, 'contract-accepted');

  // Into the room.
  await page.getByRole('link', { name: 'Ir para a sala da sessão' }).click();
  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
  await expect(page.getByRole('heading', { name: /^Sessão com Renata/ })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar na sala' }).click();
  await expect(page.getByText('Sua psicóloga entrará em instantes')).toBeVisible();

  // The psychologist, in the room: which version, when; the emergency contact only when asked.
  const { page: psi } = await signedInAs({ role: 'psychologist', email: renata.email });
  const appointmentUuid = roomPath.split('/').at(-2)!;
  await psi.goto(`/psychologist/app/appointments/${appointmentUuid}/session`);
  await psi.getByRole('button', { name: 'Entrar na sala' }).click();
  await expect(psi.getByText(/Contrato de atendimento: versão 1 aceita em/)).toBeVisible();
  await expect(psi.getByText('Joana Souza')).toHaveCount(0);
  await psi.getByRole('button', { name: 'Ver contato de emergência' }).click();
  await expect(psi.getByText('Joana Souza')).toBeVisible();
  await expect(psi.getByRole('link', { name: '(11) 98888-7777' })).toBeVisible();
  await shoot(psi, 'room-care-panel');

  // Its profile: the editor and who accepted; a new version is a new number.
  await psi.goto('/psychologist/app/profile');
  const editor = psi.getByRole('textbox', { name: /Texto do contrato/ });
  await expect(editor).toHaveValue(/Contrato de atendimento psicológico on-line/);
  // Written down as version 1 when the collaborator accepted it (decision 1370).
  await expect(psi.getByText(/Versão 1, de \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(psi.getByRole('listitem').filter({ hasText: 'Versão 1, em' })).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await shoot(psi, 'contract-editor');
  await editor.fill(
    `${await editor.inputValue()}\n\n10. Horários\nAs sessões começam no horário marcado.`,
  );
  await psi.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expect(psi.getByText('Nova versão do contrato salva: versão 2')).toBeVisible();
  await expect(psi.getByText(/Versão 2, de \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // The collaborator sees that a newer version exists; the room stays open.
  await page.goto(`/collaborator/app/psychologists/${renata.uuid}/contract`);
  await expect(page.getByText(/Você aceitou a versão 1 em .* leia a versão 2/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Texto do contrato' })).toContainText(
    '10. Horários',
  );
  await shoot(page, 'contract-new-version');
  await page.goto(roomPath);
  await expect(page.getByRole('button', { name: 'Entrar na sala' })).toBeVisible();
});
