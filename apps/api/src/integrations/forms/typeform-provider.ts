import type { FormsProvider } from './forms-provider.ts';

/** Values of formId that mean "use the built-in questionnaire" although not empty. */
const BUILTIN_KEYWORDS = new Set(['builtin', 'acolher', 'interno', 'padrao', 'padrão', 'radar']);

/**
 * The Typeform form id in a company's formId, or undefined when the company uses the built-in
 * questionnaire. Accepts a bare Typeform id (6–16 letters/digits, e.g. 'aBc123Xy') or a typeform.com
 * share URL ('https://xyz.typeform.com/to/aBc123Xy').
 */
export function typeformIdFrom(formId: string | null | undefined): string | undefined {
  const v = (formId ?? '').trim();
  if (!v || BUILTIN_KEYWORDS.has(v.toLowerCase())) return undefined;
  const url = /^https?:\/\/[^/]*typeform\.com\/to\/([A-Za-z0-9]+)/i.exec(v);
  if (url) return url[1];
  return /^[A-Za-z0-9]{6,16}$/.test(v) ? v : undefined;
}

export const typeformFormsProvider: FormsProvider = {
  kind: 'typeform',
  questionnaire: (s) => ({
    provider: 'typeform',
    formId: typeformIdFrom(s.formId)!,
    title: s.formTitle || 'Radar do bem-estar',
    hiddenFields: {
      collaborator_uuid: s.collaboratorUuid,
      sector_name: s.sectorName,
      signature: s.respondentSignature,
    },
  }),
};
