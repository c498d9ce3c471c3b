import { z } from 'zod';
import { PASSWORDS_DIFFER } from './auth.ts';
import { REQUIRED, maxMessage, zEmail, zPassword, zPhone, zRequiredString } from './fields.ts';

/*
 * 'Minha conta' (domain.md §14): calls about the caller's own account, whatever its role.
 */

const EMAIL_MAX = 254;
const TEXT_MAX = 500;

/** The current password, as typed: required, never trimmed. */
const zCurrentPassword = () =>
  z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .max(TEXT_MAX, maxMessage(TEXT_MAX));

/** PATCH /account/email: the change waits for the link sent to the new address. */
export const ZAccountEmailChange = z.object({
  email: zEmail().max(EMAIL_MAX, maxMessage(EMAIL_MAX)),
  currentPassword: zCurrentPassword(),
});
export type TAccountEmailChange = z.infer<typeof ZAccountEmailChange>;

/** POST /account/email/confirm (anonymous: the link's token is the proof). */
export const ZAccountEmailConfirm = z.object({ token: zRequiredString(TEXT_MAX) });

/**
 * POST /account/contact-change/cancel (anonymous): the link sent to the old address and phone when
 * an administrator changes them (domain.md §26, decision 1301).
 */
export const ZContactChangeCancel = z.object({ token: zRequiredString(TEXT_MAX) });

/** PATCH /account/password: the new password follows the reset-password rules. */
export const ZAccountPasswordChange = z.object({
  currentPassword: zCurrentPassword(),
  password: zPassword().max(TEXT_MAX, maxMessage(TEXT_MAX)),
});
export type TAccountPasswordChange = z.infer<typeof ZAccountPasswordChange>;

/** The web form: also asks to repeat the new password. */
export const ZAccountPasswordForm = ZAccountPasswordChange.extend({
  confirmPassword: zPassword(),
}).refine((v) => v.password === v.confirmPassword, {
  message: PASSWORDS_DIFFER,
  path: ['confirmPassword'],
});

/**
 * PATCH /account/phone (domain.md §26, decision 1300): the change waits for the code sent to the
 * new number by WhatsApp; `POST /account/phone/confirm` {code} applies it.
 */
export const ZAccountPhoneChange = z.object({
  phone: zPhone(),
  currentPassword: zCurrentPassword(),
});
export type TAccountPhoneChange = z.infer<typeof ZAccountPhoneChange>;

/** The code sent to the new number: six digits. */
export const PHONE_CODE_LENGTH = 6;
export const ZAccountPhoneConfirm = z.object({
  code: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
});
export type TAccountPhoneConfirm = z.infer<typeof ZAccountPhoneConfirm>;

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Senha atual incorreta',
  emailTaken: 'E-mail já cadastrado',
  sameEmail: 'Este já é o seu e-mail de acesso',
  invalidEmailLink: 'Link inválido ou expirado',
  samePhone: 'Este já é o seu telefone',
  invalidPhoneCode: 'Código inválido ou expirado',
  deletionAlreadyRequested: 'Já existe um pedido de exclusão em aberto para esta conta',
  deletionRequestNotFound: 'Pedido de exclusão não encontrado',
  deletionAlreadyDone: 'Este pedido de exclusão já foi concluído',
} as const;
