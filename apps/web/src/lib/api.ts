import { clearSession, getSession, type Session } from '@/lib/session';
import { roleFromPath, signInPath, type Role } from '@/lib/roles';

/** A failed response: the HTTP status and the server's `message` (bodies are {statusCode, error, message}). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's message when there is one, else the fallback. Toasts use this. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}

/** `message`: the server's reason (e.g. 'Sua sessão expirou. Entre novamente.'), shown on the sign-in. */
type UnauthorizedHandler = (role: Role, message: string) => void;
let onUnauthorized: UnauthorizedHandler = (role) => window.location.assign(signInPath(role));

/** The router registers a handler so a 401 navigates without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
export type RequestOptions = {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The area whose token requests carry: the one the user is in, never another role's; the public
 * screens of an area (/:role/auth/…: sign-in, sign-up, forgot password) send none, so a psychologist
 * still signed in can create another account (POST /psychologists with a token means "administrator").
 */
export function tokenArea(): Role | null {
  const onPublicScreen = /^\/[a-z]+\/auth\//.test(window.location.pathname);
  return onPublicScreen ? null : roleFromPath(window.location.pathname);
}

function sessionHeaders(options: RequestOptions) {
  const role = roleFromPath(window.location.pathname);
  const session = tokenArea() ? getSession(role!) : null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  return { role, session, headers };
}

/** The failed answer as an ApiError; a refused token also ends the local session (with the reason). */
async function failure(res: Response, url: string, role: Role | null, session: Session | null) {
  const data = await parseBody(res);
  const message =
    data && typeof data === 'object' && 'message' in data
      ? String((data as { message: unknown }).message ?? '')
      : '';
  if (res.status === 401 && !url.includes('sign-in') && session && role) {
    clearSession(role);
    onUnauthorized(role, message);
  }
  return new ApiError(res.status, message, data);
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { role, session, headers } = sessionHeaders(options);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.query);
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: options.signal,
  });
  if (!res.ok) throw await failure(res, url, role, session);
  return (await parseBody(res)) as T;
}

/** A file the API sends as an attachment (e.g. GET /account/export): its bytes and its name. */
export async function download(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  const { role, session, headers } = sessionHeaders({});
  const url = buildUrl(path);
  const res = await fetch(url, { method: 'GET', headers });
  if (!res.ok) throw await failure(res, url, role, session);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await res.blob(), filename };
}

/** A GET whose next page is named by `Link: <…>; rel="next"` (e.g. GET /audit-log): the cursor. */
export async function getPage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; nextCursor: string | null }> {
  const { role, session, headers } = sessionHeaders(options);
  const url = buildUrl(path, options.query);
  const res = await fetch(url, { method: 'GET', headers, signal: options.signal });
  if (!res.ok) throw await failure(res, url, role, session);
  const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('Link') ?? '')?.[1];
  const nextCursor = next ? new URL(next, window.location.origin).searchParams.get('cursor') : null;
  return { data: (await parseBody(res)) as T, nextCursor };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  /** A DELETE, with a JSON body when the call asks for one (e.g. DELETE /account/mfa). */
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) =>
    request<T>('DELETE', path, body, options),
  /** Multipart upload: the browser sets the multipart content type with its boundary. */
  upload: <T>(
    path: string,
    form: FormData,
    method: 'POST' | 'PATCH' | 'PUT' = 'PATCH',
    options?: RequestOptions,
  ) => request<T>(method, path, form, options),
};
