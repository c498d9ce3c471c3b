import type { EntityKind, Tenant } from '../helpers/world.ts';
import { COLLABORATOR_IMPORT_MATRIX } from './authorization-matrix-collaborator-import.ts';
import { SESSION_OUTCOME_MATRIX } from './authorization-matrix-session-outcomes.ts';
import { ACCOUNT_MATRIX } from './authorization-matrix-accounts.ts';
import { ORGANISATION_MATRIX } from './authorization-matrix-organisations.ts';
import { PSYCHOLOGIST_MATRIX } from './authorization-matrix-psychologists.ts';
import { CARE_MATRIX } from './authorization-matrix-care.ts';
import { RISK_SURVEY_MATRIX } from './authorization-matrix-risk-surveys.ts';
import { PLATFORM_MATRIX } from './authorization-matrix-platform.ts';
import { MFA_MATRIX } from './authorization-matrix-mfa.ts';
import { CARE_DOCUMENTS_MATRIX } from './authorization-matrix-care-documents.ts';
import { MATCHING_MATRIX } from './authorization-matrix-matching.ts';
import { CARE_CONTRACT_MATRIX } from './authorization-matrix-care-contract.ts';
import { WAITLIST_MATRIX } from './authorization-matrix-waitlist.ts';

// Expected status of every API route (authorization-matrix.test.ts) for: no token, each role with its
// own records (a fresh tenant: company, sector, collaborator, psychologist, appointment, hour,
// purchase), and `otherTenant`: the owning role calling with ANOTHER tenant's ids. Bodies are valid
// where the route checks ownership after validation; elsewhere `{}` (so an allowed role gets 400,
// a refused one 401/403 before validation). Add a row when you add a route, in the file of its area
// (authorization-matrix-<area>.ts, spread below).

export const CALLERS = [
  'none',
  'administrator',
  'company',
  'collaborator',
  'psychologist',
] as const;
export type Caller = (typeof CALLERS)[number];
type Role = Exclude<Caller, 'none'>;

export interface MatrixEntry extends Record<Caller, number> {
  /** What the path's parameter names. */
  param?: EntityKind;
  /** JSON body, built from the tenant whose ids the call uses (`target`). */
  body?: (target: Tenant, own: Tenant) => unknown;
  /** The owner role using another tenant's ids; null when the route has no tenant-owned id. */
  otherTenant: { as: Role; status: number } | null;
}

export const MATRIX: Record<string, MatrixEntry> = {
  ...SESSION_OUTCOME_MATRIX,
  ...COLLABORATOR_IMPORT_MATRIX,
  ...ACCOUNT_MATRIX,
  ...ORGANISATION_MATRIX,
  ...RISK_SURVEY_MATRIX,
  ...PSYCHOLOGIST_MATRIX,
  ...CARE_MATRIX,
  ...PLATFORM_MATRIX,
  ...MFA_MATRIX,
  ...CARE_DOCUMENTS_MATRIX,
  ...MATCHING_MATRIX,
  ...CARE_CONTRACT_MATRIX,
  ...WAITLIST_MATRIX,
};
