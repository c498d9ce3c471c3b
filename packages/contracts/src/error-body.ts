import { z } from 'zod';

/** Every API error body: `{ statusCode, error, message }`, message in pt-BR (domain-rules). Apart from
 * errors.ts, whose messages the web's pages import without zod (issue 10, apps/web/build/chunking.ts). */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
