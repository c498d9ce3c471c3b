import { ApiError } from '@/lib/api';

/**
 * What a person reads when a passkey ceremony fails in the browser (decision 1342): the error's
 * `name` (a DOMException's, or @simplewebauthn/browser's WebAuthnError, which keeps it), in pt-BR.
 */
const BY_NAME: Record<string, string> = {
  NotAllowedError: 'A chave de acesso não foi confirmada (cancelada ou o tempo acabou).',
  InvalidStateError: 'Esta chave de acesso já está cadastrada neste dispositivo.',
  SecurityError: 'Este endereço não permite chaves de acesso.',
  NotSupportedError: 'Este navegador não permite chaves de acesso.',
  AbortError: 'A chave de acesso foi cancelada.',
};

export function passkeyErrorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof Error && BY_NAME[err.name]) return BY_NAME[err.name];
  return fallback;
}
