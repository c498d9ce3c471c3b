import type { z } from 'zod';

/** The messages a schema reports for a value, by dotted path ('' for the root). */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message for a path, as react-hook-form's zodResolver shows it. */
export function firstMessage(schema: z.ZodType, value: unknown, path = ''): string | undefined {
  return messagesOf(schema, value)[path]?.[0];
}
