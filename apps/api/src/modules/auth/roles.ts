import { administrators, collaborators, companies, psychologists } from '../../db/schema.ts';

export const ROLES = ['psychologist', 'collaborator', 'company', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const accountTables = {
  administrator: administrators,
  company: companies,
  collaborator: collaborators,
  psychologist: psychologists,
} as const;

/** Accepts a role by name or by the spec's number (0 psychologist … 3 administrator). */
export function parseRole(value: unknown): Role | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d$/.test(value))) {
    return ROLES[Number(value)];
  }
  return ROLES.find((r) => r === value);
}
