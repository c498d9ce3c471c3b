import { expect, test } from '../support/fixtures';
import { expectNoA11yViolations } from '../support/a11y';
import { bookSoon } from '../support/booking';
import { expectRemotePlaying, FAKE_MEDIA } from '../support/room';
import { shoot } from '../support/shots';

test.use(FAKE_MEDIA);
test.setTimeout(420_000);

test('a collaborator and her psychologist meet in the room; muting shows; a reload comes back; another one is refused', async ({
  baseURL,
  signedInAs,
}) => {
  // Setup through the API: a psychologist of its own opens an hour starting in 3 minutes, a
  // collaborator of its own (radar sent, 1 credit) books it.
  const ana = await signedInAs('collaborator', { collaborator: { radar: true, credits: 1 } });
  const helena = await signedInAs('psychologist', { name: 'Helena Sala Teste' });
  const { uuid, cleanUp } = await bookSoon(baseURL!, ana, helena, 3);

  try {
    const anaPage = ana.page;
    await anaPage.goto(`/collaborator/app/appointment/${uuid}/session`);
    // First session with this psychologist: the lobby shows its care contract (domain.md §16, §18).
    await expect(
      anaPage.getByRole('heading', { name: 'Contrato de atendimento', exact: true }),
    ).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Entrar na sala' })).toHaveCount(0);
    await shoot(anaPage, 'contract-lobby');
    await anaPage.getByRole('checkbox', { name: /concordo/ }).check();
    await anaPage.getByRole('button', { name: 'Aceitar contrato' }).click();
    await expect(anaPage.getByRole('heading', { name: /^Sessão com/ })).toBeVisible();
    await expect(anaPage.getByRole('button', { name: 'Entrar na sala' })).toBeEnabled();
    await expect(anaPage.locator('video[aria-label="Sua câmera"]')).toBeVisible();
    await expectNoA11yViolations(anaPage);
    await shoot(anaPage, 'pre-join');
    await anaPage.keyboard.press('Tab'); // usable without a mouse: the join button takes Enter
    await anaPage.getByRole('button', { name: 'Entrar na sala' }).focus();
    await anaPage.keyboard.press('Enter');
    await expect(anaPage.getByText('Sua psicóloga entrará em instantes')).toBeVisible();
    await expect(anaPage.getByRole('link', { name: 'CVV 188' })).toBeVisible();
    await shoot(anaPage, 'waiting');

    const helenaPage = helena.page;
    await helenaPage.goto(`/psychologist/app/appointments/${uuid}/session`);
    await helenaPage.getByRole('button', { name: 'Entrar na sala' }).click();

    await expectRemotePlaying(anaPage);
    await expectRemotePlaying(helenaPage);
    await expectNoA11yViolations(anaPage);
    await shoot(anaPage, 'call-collaborator');
    await shoot(helenaPage, 'call-psychologist');

    // Muting on one side is seen on the other.
    await anaPage.getByRole('button', { name: 'Desligar microfone' }).click();
    await expect(helenaPage.getByText('Microfone desligado')).toBeVisible();
    await anaPage.getByRole('button', { name: 'Ligar microfone' }).click();
    await expect(helenaPage.getByText('Microfone desligado')).toBeHidden();

    // The psychologist reloads: the call comes back on both sides.
    await helenaPage.reload();
    await helenaPage.getByRole('button', { name: 'Entrar na sala' }).click();
    await expectRemotePlaying(helenaPage);
    await expectRemotePlaying(anaPage);

    // A third account with a valid token is refused.
    const { page: brunoPage } = await signedInAs('collaborator');
    await brunoPage.goto(`/collaborator/app/appointment/${uuid}/session`);
    await expect(brunoPage.getByText('Acesso negado')).toBeVisible();

    // The call's two video streams keep a 2-core CI machine busy: on a slow one the next page stayed
    // on 'Abrindo a sala...' past its 10 s (a flaky first attempt). The refused camera needs no call.
    for (const open of [brunoPage, helenaPage, anaPage]) await open.close();

    // A refused camera: what the person reads, and how to allow it.
    const { page: refused } = await signedInAs(ana);
    await refused.context().addInitScript({
      content: `navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
    });
    await refused.goto(`/collaborator/app/appointment/${uuid}/session`);
    await expect(refused.getByRole('alert')).toContainText('Para permitir');
    await expectNoA11yViolations(refused);
    await shoot(refused, 'refused-camera');
  } finally {
    await cleanUp();
  }
});
