import { DEMO_ADMIN_PASSWORD, type Env } from './env.ts';

const PREFIX = 'APP_ENV=production recusado:';

/**
 * What production mode refuses before anything starts (domain.md §15): one line per problem,
 * naming the setting. Empty in demo mode or when the configuration is complete.
 */
export function productionRefusals(env: Env): string[] {
  if (env.APP_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32)
    refusals.push(
      `${PREFIX} defina JWT_SECRET com pelo menos 32 caracteres (o mesmo em todas as instâncias).`,
    );
  if (!env.MFA_ENCRYPTION_KEY || env.MFA_ENCRYPTION_KEY.length < 32)
    refusals.push(
      `${PREFIX} defina MFA_ENCRYPTION_KEY com pelo menos 32 caracteres (cifra os segredos da verificação em duas etapas; a mesma em todas as instâncias).`,
    );
  if (env.SEED_DEMO)
    refusals.push(`${PREFIX} SEED_DEMO=true criaria contas de demonstração com senha pública.`);
  const stripe = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  if (!stripe && env.PAYMENTS !== 'off')
    refusals.push(
      `${PREFIX} configure o Stripe (STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET) ou defina PAYMENTS=off.`,
    );
  const whatsapp = Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);
  if (!env.SMTP_URL && !whatsapp)
    refusals.push(
      `${PREFIX} configure um canal de mensagens (SMTP_URL, ou WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID).`,
    );
  return refusals;
}

/** Only when a first administrator must be created: the password it would get (§15). */
export function adminPasswordRefusal(env: Env): string | undefined {
  if (env.APP_ENV !== 'production') return undefined;
  const password = env.ADMIN_PASSWORD;
  if (!password || password === DEMO_ADMIN_PASSWORD || password.length < 12)
    return `${PREFIX} defina ADMIN_PASSWORD com pelo menos 12 caracteres (não a de demonstração) para criar o primeiro administrador.`;
  return undefined;
}

/** Stops the start with the refusals, one line each, before listening. */
export class StartRefused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}
