import { z } from 'zod';

/**
 * GET /terms (domain.md §2, decision 0703): the built-in terms of the role (contracts' terms.ts)
 * and the external provider's form, when one is configured (TERMS_FORM_URL).
 */
export const ZTermsAnswer = z.strictObject({
  version: z.string(),
  title: z.string(),
  sections: z.array(
    z.strictObject({ id: z.string(), title: z.string(), paragraphs: z.array(z.string()) }),
  ),
  externalFormUrl: z.string().nullable(),
});
export type TTermsAnswer = z.infer<typeof ZTermsAnswer>;

/** GET /assistant/config: the assistant's address, when one is configured. */
export const ZAssistantConfig = z.strictObject({ url: z.string().nullable() });
export type TAssistantConfig = z.infer<typeof ZAssistantConfig>;
