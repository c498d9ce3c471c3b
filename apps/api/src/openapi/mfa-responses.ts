import { z } from 'zod';
import { ZSignIn } from '@acolher/contracts/answers/auth';
import {
  ZDeviceSession,
  ZMfaRecoveryCodes,
  ZMfaStatus,
  ZMfaTotpSecret,
  ZPasskey,
  ZWebauthnOptions,
} from '@acolher/contracts/answers/mfa';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** The answers of domain.md §14's calls (spread into route-responses.ts; decision 1227). */
export const MFA_RESPONSES: Record<string, Responses> = {
  'GET /api/account/mfa': { 200: ZMfaStatus },
  'POST /api/account/mfa/totp': { 200: ZMfaTotpSecret },
  'POST /api/account/mfa/totp/confirm': { 200: ZMfaRecoveryCodes },
  'DELETE /api/account/mfa': { 204: null },
  'POST /api/account/mfa/passkeys/options': { 200: ZWebauthnOptions },
  'POST /api/account/mfa/passkeys': { 201: ZPasskey },
  'PATCH /api/account/mfa/passkeys/:uuid': { 200: ZPasskey },
  'DELETE /api/account/mfa/passkeys/:uuid': { 204: null },
  'GET /api/account/sessions': { 200: z.array(ZDeviceSession) },
  'DELETE /api/account/sessions/:uuid': { 204: null },
  'POST /api/auth/mfa/passkey-options': { 200: ZWebauthnOptions },
  // As the sign-in of the person's role would answer.
  'POST /api/auth/mfa': {
    200: z.union([
      ZSignIn.administrator,
      ZSignIn.company,
      ZSignIn.collaborator,
      ZSignIn.psychologist,
    ]),
  },
  'POST /api/mfa-resets': { 204: null },
};
