import type { TOperatorIdentity } from '@acolher/contracts/answers/operator';
import { formatCnpj, formatCrp } from '@acolher/contracts/format';
import { isDemoMode, type Env } from './env.ts';

type OperatorField = Exclude<keyof TOperatorIdentity, 'demo'>;

/** Each field of 'Quem somos' and the variable that sets it (README, docs/deploy.md). */
const VARIABLES: Readonly<Record<OperatorField, keyof Env>> = {
  legalName: 'OPERATOR_LEGAL_NAME',
  document: 'OPERATOR_CNPJ',
  address: 'OPERATOR_ADDRESS',
  technicalLead: 'OPERATOR_TECHNICAL_LEAD',
  technicalLeadCrp: 'OPERATOR_TECHNICAL_LEAD_CRP',
  dpoName: 'OPERATOR_DPO_NAME',
  dpoEmail: 'OPERATOR_DPO_EMAIL',
};

/** As written on documents: CNPJ 00.000.000/0000-00, CRP 06/123456. */
const FORMAT: Partial<Record<OperatorField, (value: string) => string>> = {
  document: formatCnpj,
  technicalLeadCrp: formatCrp,
};

/** Demo mode's values, fictitious and saying so (decision 1413). */
const DEMO_VALUES: Readonly<Record<OperatorField, string>> = {
  legalName: 'Acolher Demonstração Ltda. (empresa fictícia)',
  document: '00.000.000/0000-00',
  address: 'Rua de Demonstração, 100 – São Paulo/SP (endereço fictício)',
  technicalLead: 'Dra. Helena Demonstração (psicóloga fictícia)',
  technicalLeadCrp: '06/000000',
  dpoName: 'Encarregado de demonstração',
  dpoEmail: 'privacidade@acolher.dev',
};

/**
 * 'Quem somos' (decision 1413): the configured values; in demo mode an unset one takes the demo
 * value (and `demo` says so); in production an unset one stays null and the page omits it.
 */
export function operatorIdentity(env: Env): TOperatorIdentity {
  const demo = isDemoMode(env);
  let usedDemo = false;
  const out = { demo: false } as TOperatorIdentity;
  for (const field of Object.keys(VARIABLES) as OperatorField[]) {
    const set = env[VARIABLES[field]] as string | undefined;
    const value = set === undefined ? undefined : (FORMAT[field]?.(set) ?? set);
    if (value === undefined && demo) usedDemo = true;
    out[field] = value ?? (demo ? DEMO_VALUES[field] : null);
  }
  out.demo = usedDemo;
  return out;
}

/** Production with fields of 'Quem somos' unset: one warning line at start naming them (1413). */
export function operatorWarning(env: Env): string | undefined {
  if (isDemoMode(env)) return undefined;
  const missing = Object.values(VARIABLES).filter((name) => env[name] === undefined);
  if (missing.length === 0) return undefined;
  return `Atenção: a página 'Quem somos' não mostra o que falta: defina ${missing.join(', ')}.`;
}
