import type { Role } from '@/lib/roles';

export const DEMO_PASSWORD = 'acolher123';

export type DemoAccount = { role: Role; roleLabel: string; name: string; email: string; note?: string };

/** The seeded demo accounts (all with the password above). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'collaborator', roleLabel: 'Colaboradora', name: 'Ana', email: 'ana@empresa-demo.com.br', note: 'Radar já respondido' },
  { role: 'collaborator', roleLabel: 'Colaborador', name: 'Bruno', email: 'bruno@empresa-demo.com.br', note: 'Primeiro acesso' },
  { role: 'psychologist', roleLabel: 'Psicóloga', name: 'Psicóloga demo', email: 'psicologa.demo@gmail.com' },
  { role: 'company', roleLabel: 'Empresa (RH)', name: 'Empresa Demo', email: 'rh@empresa-demo.com.br' },
  { role: 'administrator', roleLabel: 'Administrador', name: 'Admin', email: 'admin@acolher.dev' },
];
