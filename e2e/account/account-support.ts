import { expect } from '@playwright/test';
import { apiToken, DEMO } from '../support/auth';

type OutboxMessage = { recipient: string; kind: string; body: string; createdAt: string };

/** An API caller with a token (or none). */
export function caller(baseURL: string, token?: string) {
  return (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}/api${path}`, {
      ...init,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
}

let adminToken: Promise<string> | undefined;

/** The outbox as the administrator reads it (demo mode: one-time links stay visible, §15). */
export async function outbox(baseURL: string): Promise<OutboxMessage[]> {
  // One sign-in per run: each one hashes a password, slow on a busy machine.
  adminToken ??= apiToken(baseURL, 'administrator', DEMO.admin).then((a) => a.token);
  const res = await caller(baseURL, await adminToken)('/outbox');
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The path of the newest e-mail confirmation link sent to `email`. */
export async function confirmationPath(baseURL: string, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await outbox(baseURL))
        .filter((m) => m.recipient === email && m.kind === 'email_change_confirmation')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      path = messages[0]?.body.match(/\/auth\/confirm-email\?token=[^\s"'<>)]+/)?.[0];
      return path;
    })
    .toBeTruthy();
  return path!;
}

/** Changes a collaborator's e-mail back through the API (request + link), so later journeys find it. */
export async function restoreEmail(
  baseURL: string,
  token: string,
  email: string,
  password: string,
) {
  const res = await caller(baseURL, token)('/account/email', {
    method: 'PATCH',
    body: JSON.stringify({ email, currentPassword: password }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const token2 = new URL(await confirmationPath(baseURL, email), baseURL).searchParams.get('token');
  const confirm = await caller(baseURL)('/account/email/confirm', {
    method: 'POST',
    body: JSON.stringify({ token: token2 }),
  });
  expect(confirm.status, await confirm.clone().text()).toBeLessThan(300);
}
