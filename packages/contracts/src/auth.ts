import { z } from 'zod';
import { roleFromNumberOrName, ROLES } from './constants.ts';
import { REQUIRED, TEXT_LENGTH, maxMessage, zEmail, zPassword, zRequiredString } from './fields.ts';

const PASSWORDS_DIFFER = 'As senhas não coincidem';

/** All four sign-ins: valid e-mail (lower-cased), password of at least 1 character. */
export const ZSignIn = z.object({
  email: zEmail(),
  // Sign-in takes the password as typed (older ones may break newer rules), only bounded in length.
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .max(TEXT_LENGTH.text, maxMessage(TEXT_LENGTH.text)),
});
export type TSignIn = z.infer<typeof ZSignIn>;
export type TSignInInput = z.input<typeof ZSignIn>;

/** Role by name or by the spec's number (0 psychologist, 1 collaborator, 2 company, 3 administrator). */
const ZRole = z
  .union([z.string(), z.number()], { error: 'Perfil inválido' })
  .transform((v, ctx) => {
    const role = roleFromNumberOrName(v);
    if (!role) {
      ctx.addIssue({ code: 'custom', message: 'Perfil inválido' });
      return z.NEVER;
    }
    return role;
  })
  .pipe(z.enum(ROLES));

export const ZForgotPassword = z.object({ role: ZRole, email: zEmail() });

/** API body of POST /auth/reset-password. */
export const ZResetPasswordBody = z.object({
  token: zRequiredString(),
  password: zPassword(),
});

/** The reset form: also asks to repeat the password. */
export const ZResetPassword = ZResetPasswordBody.extend({ confirmPassword: zPassword() }).refine(
  (v) => v.password === v.confirmPassword,
  { message: PASSWORDS_DIFFER, path: ['confirmPassword'] },
);

export { PASSWORDS_DIFFER };
