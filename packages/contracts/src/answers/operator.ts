import { z } from 'zod';

/**
 * GET /operator (decision 1413): who runs the service, for the public page 'Quem somos'. Each
 * field null when the installation did not set it; `demo` when the values are the demo's.
 */
export const ZOperatorIdentity = z.strictObject({
  demo: z.boolean(),
  legalName: z.string().nullable(),
  /** CNPJ, formatted (00.000.000/0000-00). */
  document: z.string().nullable(),
  address: z.string().nullable(),
  technicalLead: z.string().nullable(),
  technicalLeadCrp: z.string().nullable(),
  dpoName: z.string().nullable(),
  dpoEmail: z.string().nullable(),
});
export type TOperatorIdentity = z.infer<typeof ZOperatorIdentity>;
