import { z } from 'zod';
import { ZAdministrator } from './administrators.ts';
import { ZCollaborator } from './collaborators.ts';
import { ZCompany } from './companies.ts';
import { ZPsychologist } from './psychologists.ts';
import { text } from './common.ts';
import { ZMfaChallenge } from './mfa.ts';

/**
 * A sign-in (and POST /auth/mfa) answers the record and its token, `mfaEnrollmentRequired` when the
 * role must turn a second factor on first; or, for a person with one, the challenge (domain.md §14).
 */
const withToken = <T extends z.ZodObject>(schema: T) =>
  z.union([
    schema.extend({ token: text, mfaEnrollmentRequired: z.literal(true).optional() }),
    ZMfaChallenge,
  ]);
export const ZSignIn = {
  administrator: withToken(ZAdministrator),
  company: withToken(ZCompany),
  collaborator: withToken(ZCollaborator),
  psychologist: withToken(ZPsychologist),
};
