import { z } from 'zod';
import { PASSWORDS_DIFFER } from './auth.ts';
import { REQUIRED, maxMessage, zEmail, zPassword, zRequiredString } from './fields.ts';

/** 'Minha conta' (domain-rules §14): calls about the caller's own account, whatever its role. */

export const EMAIL_MAX = 254;
/** Long enough for any pass phrase; bounds the work of hashing it. */
export const PASSWORD_MAX = 500;

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta';
export const SESSION_EXPIRED = 'Sua sessão expirou. Entre novamente.';

/** The password the person types to prove it is them: not trimmed, never checked for format. */
const zCurrentPassword = () =>
  z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .max(PASSWORD_MAX, maxMessage(PASSWORD_MAX));

/** PATCH /account/email: the change waits for the link sent to the new address. */
export const ZChangeEmail = z.object({
  email: zEmail().max(EMAIL_MAX, maxMessage(EMAIL_MAX)),
  currentPassword: zCurrentPassword(),
});
export type TChangeEmail = z.infer<typeof ZChangeEmail>;
export type TChangeEmailInput = z.input<typeof ZChangeEmail>;

/** POST /account/email/confirm: the one-time token of the link. */
export const ZConfirmEmail = z.object({ token: zRequiredString(2048) });
export type TConfirmEmail = z.infer<typeof ZConfirmEmail>;

/** PATCH /account/password (API body). */
export const ZChangePasswordBody = z.object({
  currentPassword: zCurrentPassword(),
  password: zPassword().max(PASSWORD_MAX, maxMessage(PASSWORD_MAX)),
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** The 'Alterar senha' form: also asks to repeat the new password. */
export const ZChangePassword = ZChangePasswordBody.extend({
  confirmPassword: zPassword().max(PASSWORD_MAX, maxMessage(PASSWORD_MAX)),
}).refine((v) => v.password === v.confirmPassword, {
  message: PASSWORDS_DIFFER,
  path: ['confirmPassword'],
});
export type TChangePassword = z.infer<typeof ZChangePassword>;
export type TChangePasswordInput = z.input<typeof ZChangePassword>;

export const DELETION_REQUEST_STATUSES = ['open', 'done'] as const;
export type TDeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];

/** GET /account/deletion-requests (administrator). */
export interface TDeletionRequest {
  uuid: string;
  role: 'administrator' | 'company' | 'collaborator' | 'psychologist';
  accountUuid: string;
  name: string;
  email: string;
  requestedAt: string;
  status: TDeletionRequestStatus;
}
