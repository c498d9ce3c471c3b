import { z } from 'zod';
import { REQUIRED, TEXT_LENGTH, maxMessage, zRequiredString } from './fields.ts';

/*
 * The second factor and devices (domain.md §14): 'Minha conta''s calls and the sign-in's second
 * step, whatever the role.
 */

export const MFA_MESSAGES = {
  invalidCode: 'Código inválido',
  enrolFirst: 'Ative a verificação em duas etapas para continuar',
  expired: 'A verificação expirou. Entre novamente com e-mail e senha.',
  alreadyOn: 'A verificação em duas etapas já está ativa',
  notOn: 'A verificação em duas etapas não está ativa',
  noPendingEnrolment: 'Comece a ativação novamente',
  passkeyNotFound: 'Chave de acesso não encontrada',
  passkeyFailed: 'Não foi possível confirmar a chave de acesso',
  sessionNotFound: 'Sessão não encontrada',
  codeFormat: 'Informe os 6 dígitos do aplicativo',
} as const;

/** The current password, as typed: required, never trimmed (as 'Minha conta', §14). */
const zCurrentPassword = () =>
  z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .max(TEXT_LENGTH.text, maxMessage(TEXT_LENGTH.text));

/** A 6-digit authenticator code; spaces the person typed are dropped. */
const zTotpCode = () =>
  z
    .string({ error: REQUIRED })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .regex(/^\d{6}$/, MFA_MESSAGES.codeFormat),
    );

/** A recovery code as shown (`xxxxx-xxxxx`); case, spaces and dashes do not matter. */
const zRecoveryCode = () => zRequiredString(64);

/** POST /account/mfa/totp. */
export const ZMfaTotpStart = z.object({ currentPassword: zCurrentPassword() });
/** POST /account/mfa/totp/confirm. */
export const ZMfaTotpConfirm = z.object({ code: zTotpCode() });
/** DELETE /account/mfa: the password and a code of the app (or a recovery code). */
export const ZMfaDisable = z.object({
  currentPassword: zCurrentPassword(),
  code: zRequiredString(64),
});

/** A WebAuthn ceremony's answer as @simplewebauthn/browser gives it (checked by the server's library). */
const ZWebauthnResponse = z.looseObject({
  id: zRequiredString(1024),
  rawId: zRequiredString(1024),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});

const PASSKEY_NAME_MAX = 60;
const zPasskeyName = () => zRequiredString(PASSKEY_NAME_MAX);

/** POST /account/mfa/passkeys/options: the password again before a new key (§14). */
export const ZPasskeyOptions = z.object({ currentPassword: zCurrentPassword() });
/** POST /account/mfa/passkeys. */
export const ZPasskeyRegister = z.object({ name: zPasskeyName(), response: ZWebauthnResponse });
/** PATCH /account/mfa/passkeys/:uuid. */
export const ZPasskeyRename = z.object({ name: zPasskeyName() });
/** DELETE /account/mfa/passkeys/:uuid. */
export const ZPasskeyRemove = z.object({ currentPassword: zCurrentPassword() });

const zMfaToken = () => zRequiredString(200);

/** POST /auth/mfa: exactly one of an app code, a recovery code or a passkey's answer. */
export const ZMfaSignIn = z.union(
  [
    z.strictObject({ mfaToken: zMfaToken(), code: zTotpCode() }),
    z.strictObject({ mfaToken: zMfaToken(), recoveryCode: zRecoveryCode() }),
    z.strictObject({ mfaToken: zMfaToken(), passkey: ZWebauthnResponse }),
  ],
  { error: 'Informe o código' },
);
/** POST /auth/mfa/passkey-options. */
export const ZMfaPasskeyOptions = z.object({ mfaToken: zMfaToken() });

/** POST /mfa-resets: an administrator turns a person's second factor off (§14). */
export const ZMfaReset = z.object({
  role: z.enum(['administrator', 'company', 'collaborator', 'psychologist'], {
    error: 'Perfil inválido',
  }),
  accountUuid: zRequiredString(64).regex(/^[0-9a-f-]{36}$/i, 'UUID inválido'),
});
