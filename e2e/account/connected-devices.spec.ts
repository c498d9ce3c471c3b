import { expect, test } from '@playwright/test';
import { caller } from '../support/api';
import { openAccount, ownPerson, pageSession, signInOwn } from './mfa-support';
import { shoot } from '../support/shots';

// docs/domain.md §14, decision 1340: 'Dispositivos conectados' ends another of the person's sessions.
test("'Dispositivos conectados' ends the session of another browser, whose next call answers 401", async ({
  browser,
  page,
  baseURL,
}) => {
  const { email, uuid } = await ownPerson(baseURL!);
  const other = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const otherPage = await other.newPage();
    await signInOwn(otherPage, email);
    const otherSession = await pageSession(otherPage);
    const asOther = caller(baseURL!, otherSession.token);
    expect((await asOther(`/collaborators/${uuid}`)).status).toBe(200);

    await signInOwn(page, email);
    await openAccount(page);
    const devices = page.getByRole('list', { name: 'Sessões abertas' }).getByRole('listitem');
    // This browser, the other one, and the setup's own API session: only this one is marked.
    await expect(devices).toHaveCount(3);
    const mine = devices.filter({ hasText: 'Este dispositivo' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);
    await shoot(page, 'mfa-devices', {
      target: page.getByRole('region', { name: 'Dispositivos conectados' }),
    });

    // The other browser's session: the other one from Chromium (the setup's is Node's fetch).
    const theOther = devices
      .filter({ hasNotText: 'Este dispositivo' })
      .filter({ hasText: /Chrom/ });
    await expect(theOther).toHaveCount(1);
    await theOther.getByRole('button', { name: 'Encerrar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Encerrar esta sessão?' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'mfa-devices-confirm');
    await dialog.getByRole('button', { name: 'Encerrar' }).click();
    await expect(page.getByText('Sessão encerrada.')).toBeVisible();
    await expect(devices).toHaveCount(2);
    await expect(
      devices.filter({ hasNotText: 'Este dispositivo' }).filter({ hasText: /Chrom/ }),
    ).toHaveCount(0);

    expect((await asOther(`/collaborators/${uuid}`)).status).toBe(401);
    // The other browser's next screen is the sign-in.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/collaborator\/auth\/sign-in/);
    // This one goes on.
    const asMe = caller(baseURL!, (await pageSession(page)).token);
    expect((await asMe(`/collaborators/${uuid}`)).status).toBe(200);
  } finally {
    await other.close();
  }
});
