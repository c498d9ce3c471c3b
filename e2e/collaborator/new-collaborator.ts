import { expect } from '@playwright/test';
import { DEMO, apiToken } from '../support/auth';
import { randomCpf, uniqueSuffix } from '../support/documents';

/** A new collaborator of the demo company who has never sent the radar, with a password set. */
export async function newCollaborator(baseURL: string) {
  const id = uniqueSuffix();
  const company = await apiToken(baseURL, 'company', DEMO.company);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${company.token}` };
  const sector = await fetch(`${baseURL}/api/sectors`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: `Recepção ${id}` }),
  });
  expect(sector.status).toBe(201);
  const email = `clara.${id}@empresa-demo.com.br`;
  const created = await fetch(`${baseURL}/api/collaborators`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name: `Clara Nunes ${id}`,
      document: randomCpf(),
      email,
      gender: 'female',
      phone: '11987654321',
      birthdate: '1995-04-12',
      sectorUuid: ((await sector.json()) as { uuid: string }).uuid,
    }),
  });
  expect(created.status).toBe(201);
  const admin = await apiToken(baseURL, 'administrator', DEMO.admin);
  const outbox = (await (
    await fetch(`${baseURL}/api/outbox`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as { recipient: string; kind: string; body: string }[];
  const invite = outbox.find((m) => m.recipient === email && m.kind === 'invitation');
  const token = /token=([\w-]+)/.exec(invite?.body ?? '')?.[1];
  expect(token).toBeTruthy();
  const reset = await fetch(`${baseURL}/api/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: 'senha-da-clara' }),
  });
  expect(reset.status).toBe(200);
  return {
    uuid: ((await created.json()) as { uuid: string }).uuid,
    email,
    password: 'senha-da-clara',
  };
}
