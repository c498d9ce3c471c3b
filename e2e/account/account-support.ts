import { expect } from '@playwright/test';
import { caller, linkToken, outbox } from '../support/api';
import { apiToken, DEMO } from '../support/auth';
import { randomCpf, uniqueSuffix } from '../support/documents';

/** The path of the newest e-mail confirmation link sent to `email`. */
export async function confirmationPath(baseURL: string, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await outbox(baseURL, { q: email, kind: 'email_change_confirmation' }))
        .filter((m) => m.recipient === email && m.kind === 'email_change_confirmation')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      path = messages[0]?.body.match(/\/auth\/confirm-email\?token=[^\s"'<>)]+/)?.[0];
      return path;
    })
    .toBeTruthy();
  return path!;
}

/**
 * A collaborator of the demo company of its own, who already set a password from the invitation
 * (so that a journey may change her password or phone without touching the demo people).
 */
export async function ownCollaborator(baseURL: string, password: string) {
  const suffix = uniqueSuffix();
  const company = await apiToken(baseURL, 'company', DEMO.company);
  const asCompany = caller(baseURL, company.token);
  const sector = await asCompany('/sectors', {
    method: 'POST',
    body: JSON.stringify({ name: `Conta ${suffix}` }),
  });
  expect(sector.status).toBe(201);
  const sectorUuid = ((await sector.json()) as { uuid: string }).uuid;
  const email = `pessoa.${suffix}@empresa-demo.com.br`;
  const created = await asCompany('/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      name: `Pessoa Conta ${suffix}`,
      document: randomCpf(),
      email,
      gender: 'female',
      phone: '(11) 98765-4321',
      birthdate: '1990-04-15',
      sectorUuid,
      companyUuid: company.uuid,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const token = await linkToken(baseURL, email, 'invitation');
  const set = await caller(baseURL)('/auth/reset-password', {
    method: 'POST',
    body: JSON.stringify({ token, password }),
  });
  expect(set.status).toBeLessThan(300);
  const uuid = ((await created.json()) as { uuid: string }).uuid;
  // The terms are accepted (with WhatsApp reminders), so that the journey starts at the dashboard.
  const own = await apiToken(baseURL, 'collaborator', email, password);
  const terms = await caller(baseURL, own.token)(`/collaborators/accept-terms/${uuid}`, {
    method: 'PATCH',
    body: JSON.stringify({ whatsappConsent: true }),
  });
  expect(terms.status).toBeLessThan(300);
  return { email, uuid, name: `Pessoa Conta ${suffix}`, sectorUuid, companyUuid: company.uuid };
}
