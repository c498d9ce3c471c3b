export const ROLES = ['administrator', 'company', 'collaborator', 'psychologist'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABEL: Record<Role, string> = {
  administrator: 'Administrador',
  company: 'Empresa',
  collaborator: 'Colaborador',
  psychologist: 'Psicólogo',
};

/** Where each area lands after sign-in. */
export const ROLE_HOME: Record<Role, string> = {
  administrator: '/administrator/app/administrators', // the spec: sign-in goes to the administrators list
  company: '/company/app/dashboard',
  collaborator: '/collaborator/app/dashboard',
  psychologist: '/psychologist/app/dashboard',
};

/** API path segment of each role's sign-in (POST /api/<segment>/sign-in). */
export const ROLE_API: Record<Role, string> = {
  administrator: 'administrators',
  company: 'companies',
  collaborator: 'collaborators',
  psychologist: 'psychologists',
};

export function signInPath(role: Role): string {
  return `/${role}/auth/sign-in`;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The area the address belongs to: the first path segment, when it names a role. */
export function roleFromPath(pathname: string): Role | null {
  const first = pathname.split('/')[1];
  return isRole(first) ? first : null;
}
