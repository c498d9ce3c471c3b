import fs from 'node:fs/promises';
import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { caller } from '../support/api';

type Exported = {
  account: { email: string };
  appointments: { uuid: string }[];
  radarResponses: { answers: unknown; createdAt: string }[];
};

test('ana downloads her data: the file holds her radar answers and her appointment history', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  test.setTimeout(180_000); // several sign-ins, axe scans and a mailbox poll in one journey
  await signedInAs(AS.ana);
  await page.goto('/collaborator/app/account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('meus-dados-acolher.json');
  const text = await fs.readFile((await download.path())!, 'utf8');
  const file = JSON.parse(text) as Exported;
  expect(file.account.email).toBe(DEMO.ana);

  // Every appointment of her history, as the app lists it, is in the file.
  const ana = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const res = await caller(baseURL!, ana.token)(`/appointments/collaborators/${ana.uuid}`);
  const history = (await res.json()) as { uuid: string }[];
  expect(history.length).toBeGreaterThan(0);
  expect(file.appointments.map((a) => a.uuid)).toEqual(
    expect.arrayContaining(history.map((a) => a.uuid)),
  );
  // Her radar answers (the demo seed has two: last month and this month).
  expect(file.radarResponses.length).toBeGreaterThanOrEqual(2);
  for (const r of file.radarResponses) expect(r.answers).toBeTruthy();
  // Never a hash or a one-time link.
  expect(text).not.toMatch(/passwordHash|\$argon2|token=/);
});
