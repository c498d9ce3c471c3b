/**
 * 'Declaração de comparecimento' (decision 1375, Res. CFP 06/2019): the collaborator's proof that a
 * session was held — date, start, end and duration, the psychologist and its CRP, never a clinical
 * word — checked by anyone at /declaracao/{code} (decision 1375).
 */

/** Groups of capital letters and digits joined by hyphens, e.g. `K7QD-92MX-4TRA`. */
export const DECLARATION_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** The public page that confirms a declaration, on the web app. */
export const declarationPath = (code: string) => `/declaracao/${code}`;

/** Public checks of a code per address per minute (decision 1375). */
export const DECLARATION_CHECKS_PER_MINUTE = 30;

export const DECLARATION_MESSAGES = {
  notHeld: 'A declaração de comparecimento só é emitida para sessões realizadas',
  notFound: 'Declaração não encontrada',
} as const;
