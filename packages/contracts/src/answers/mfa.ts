import { z } from 'zod';
import { ZId, ZInstant, count, text } from './common.ts';

/** GET /account/mfa: what 'Minha conta' shows of the second factor (domain.md §14). */
export const ZPasskey = z.strictObject({
  uuid: ZId,
  name: text,
  createdAt: ZInstant,
  lastUsedAt: ZInstant.nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZMfaStatus = z.strictObject({
  totp: z.boolean(),
  /** The role must have a second factor (MFA_REQUIRED_ROLES). */
  required: z.boolean(),
  recoveryCodesLeft: count,
  passkeys: z.array(ZPasskey),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

/** POST /account/mfa/totp: the secret to type and the URI the QR code carries. */
export const ZMfaTotpSecret = z.strictObject({ secret: text, otpauthUri: text });
export type TMfaTotpSecret = z.infer<typeof ZMfaTotpSecret>;

/** POST /account/mfa/totp/confirm: ten recovery codes, shown this once. */
export const ZMfaRecoveryCodes = z.strictObject({ recoveryCodes: z.array(text).length(10) });
export type TMfaRecoveryCodes = z.infer<typeof ZMfaRecoveryCodes>;

/** A sign-in's first step for a person with a second factor: no session yet. */
export const ZMfaChallenge = z.strictObject({
  mfaRequired: z.literal(true),
  mfaToken: text,
  /** What the person has, the passkey first when there is one. */
  methods: z.array(z.enum(['passkey', 'totp'])),
});
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;

/** WebAuthn options as @simplewebauthn/server writes them (the browser library reads them). */
export const ZWebauthnOptions = z.looseObject({ challenge: text });

/** GET /account/sessions: one open session ('Dispositivos conectados'). */
export const ZDeviceSession = z.strictObject({
  uuid: ZId,
  device: text,
  browser: text,
  address: text.nullable(),
  startedAt: ZInstant,
  lastUsedAt: ZInstant,
  current: z.boolean(),
});
export type TDeviceSession = z.infer<typeof ZDeviceSession>;
