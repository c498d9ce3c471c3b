import { z } from 'zod';

/** Every API error body: `{ statusCode, error, message }`, message in pt-BR (domain.md). Apart from
 * errors.ts, whose messages the web's pages import without zod (decision 1008, apps/web/build/chunking.ts). */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
