// Database errors read the same way on pg and PGlite (decision 1228): the driver's plumbing stays in db/.

/** PostgreSQL error code of a driver error (pg and PGlite both expose `code`, sometimes on `cause`). */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a driver error names, if any. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
