import { expect } from '@playwright/test';
import { apiToken, DEMO } from './auth';

/** An API caller with a token (or none): `call('/sectors', { method: 'POST', body })`. */
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

/** Sends a call and checks its status; answers the parsed body. */
export async function expectCall<T>(
  call: ReturnType<typeof caller>,
  path: string,
  init: RequestInit & { status: number },
): Promise<T> {
  const { status, ...rest } = init;
  const res = await call(path, rest);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json().catch(() => undefined)) as T;
}

const adminTokens = new Map<string, Promise<string>>();

/** The demo administrator's token, one sign-in per run and server (each one hashes a password). */
export function adminToken(baseURL: string) {
  if (!adminTokens.has(baseURL))
    adminTokens.set(
      baseURL,
      apiToken(baseURL, 'administrator', DEMO.admin).then((a) => a.token),
    );
  return adminTokens.get(baseURL)!;
}

type OutboxMessage = { recipient: string; kind: string; body: string; createdAt: string };

/**
 * The outbox as the administrator reads it (demo mode: one-time links stay visible, §15), newest
 * first; `q` (a recipient) and `kind` narrow it, so that other journeys' messages never push it off
 * the first page.
 */
export async function outbox(
  baseURL: string,
  filter: { q?: string; kind?: string } = {},
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams(filter).toString();
  const res = await caller(
    baseURL,
    await adminToken(baseURL),
  )(`/outbox${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The token of the newest one-time link of `kind` sent to `email` (demo outbox). */
export async function linkToken(baseURL: string, email: string, kind: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await outbox(baseURL, { q: email, kind }))
        .filter((m) => m.recipient === email && m.kind === kind)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      token = newest?.body.match(/token=([\w-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  return token!;
}
