/**
 * What the logs may hold (domain.md §14): never a one-time or sign-in token, a password or its
 * hash, a review, a session note or a radar answer. URLs lose their query string; database errors
 * keep their code, constraint and a message without quoted values, never the query's parameters
 * (Drizzle's own message lists them) (decision 1122).
 */

/** '/api/auth/reset-password?token=…' → '/api/auth/reset-password'. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?', 1)[0];

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function safeRequest(req: RequestLike) {
  return {
    method: req.method,
    url: pathOnly(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type Fields = Record<string, unknown>;

/** The first of the error and its causes that a database driver raised (a SQLSTATE code). */
function databaseError(error: unknown): Fields | undefined {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const code = (current as Fields).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as Fields;
    current = (current as Fields).cause;
  }
  return undefined;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
/** Quoted parts of a database message can be values ('invalid input syntax for type uuid: "…"'). */
const withoutValues = (message: string) =>
  message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
/** Only the frames: a stack's first line repeats the message, with Drizzle's parameters. */
const frames = (stack: unknown) =>
  text(stack)
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

export function safeError(
  error: unknown,
): Fields & { type: string; message: string; stack: string } {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'erro sem detalhes', stack: '' };
  const db = databaseError(error);
  const failedQuery = /^Failed query:/.test(error.message);
  if (db || failedQuery) {
    return {
      type: 'DatabaseError',
      code: db?.code,
      constraint: text(db?.constraint),
      table: text(db?.table),
      column: text(db?.column),
      message: withoutValues(text(db?.message) ?? 'consulta recusada'),
      stack: frames(error.stack) ?? '',
    };
  }
  return {
    type: error.name,
    code: text((error as Error & { code?: unknown }).code),
    statusCode: (error as Error & { statusCode?: unknown }).statusCode,
    message: error.message,
    stack: frames(error.stack) ?? '',
  };
}

/** One line for console output outside a request (jobs, delivery). */
export function safeErrorLine(error: unknown): string {
  const e = safeError(error);
  return [e.code, e.constraint, e.message].filter(Boolean).join(' ');
}
