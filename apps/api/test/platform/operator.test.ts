import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { operatorIdentity, operatorWarning } from '../../src/config/operator.ts';
import { productionRefusals } from '../../src/config/production-checks.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// decision 1413: GET /operator, the identity of who runs the service ('Quem somos'), public.

const PRODUCTION = {
  APP_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  MFA_ENCRYPTION_KEY: 'm'.repeat(32),
  PAYMENTS: 'off',
  SMTP_URL: 'smtp://mail.example:25',
};
const OPERATOR = {
  OPERATOR_LEGAL_NAME: 'Cuidar Bem Serviços de Saúde Ltda.',
  OPERATOR_CNPJ: '11222333000181',
  OPERATOR_ADDRESS: 'Av. Paulista, 1000, sala 12 – São Paulo/SP, 01310-100',
  OPERATOR_TECHNICAL_LEAD: 'Marina Souza',
  OPERATOR_TECHNICAL_LEAD_CRP: '06123456',
  OPERATOR_DPO_NAME: 'Paulo Reis',
  OPERATOR_DPO_EMAIL: 'dpo@cuidarbem.com.br',
};

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('GET /operator', () => {
  it('answers anyone, signed in or not, the demo values in demo mode, marked as demo', async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      demo: true,
      legalName: 'Acolher Demonstração Ltda. (empresa fictícia)',
      document: '00.000.000/0000-00',
      address: 'Rua de Demonstração, 100 – São Paulo/SP (endereço fictício)',
      technicalLead: 'Dra. Helena Demonstração (psicóloga fictícia)',
      technicalLeadCrp: '06/000000',
      dpoName: 'Encarregado de demonstração',
      dpoEmail: 'privacidade@acolher.dev',
    });
  });

  it('answers the configured values, formatted, and not as demo', async () => {
    ctx = await createTestApp({ APP_ENV: 'production', ...OPERATOR });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      demo: false,
      legalName: 'Cuidar Bem Serviços de Saúde Ltda.',
      document: '11.222.333/0001-81',
      address: 'Av. Paulista, 1000, sala 12 – São Paulo/SP, 01310-100',
      technicalLead: 'Marina Souza',
      technicalLeadCrp: '06/123456',
      dpoName: 'Paulo Reis',
      dpoEmail: 'dpo@cuidarbem.com.br',
    });
  });
});

describe('the operator variables (decision 1413)', () => {
  it('production shows nothing for an unset one, never a demo value, and warns at start', () => {
    const env = loadEnv({ ...PRODUCTION, OPERATOR_LEGAL_NAME: 'Cuidar Bem Ltda.' });
    expect(operatorIdentity(env)).toEqual({
      demo: false,
      legalName: 'Cuidar Bem Ltda.',
      document: null,
      address: null,
      technicalLead: null,
      technicalLeadCrp: null,
      dpoName: null,
      dpoEmail: null,
    });
    expect(operatorWarning(env)).toBe(
      "Atenção: a página 'Quem somos' não mostra o que falta: defina OPERATOR_CNPJ, OPERATOR_ADDRESS, OPERATOR_TECHNICAL_LEAD, OPERATOR_TECHNICAL_LEAD_CRP, OPERATOR_DPO_NAME, OPERATOR_DPO_EMAIL.",
    );
    // Not a start refusal: §15's list stays as it is.
    expect(productionRefusals(env)).toEqual([]);
    expect(operatorWarning(loadEnv({ ...PRODUCTION, ...OPERATOR }))).toBeUndefined();
    expect(operatorWarning(loadEnv({}))).toBeUndefined();
  });

  it('demo mode keeps what is set and fills the rest with demo values', () => {
    const identity = operatorIdentity(loadEnv({ OPERATOR_DPO_EMAIL: 'lgpd@exemplo.com.br' }));
    expect(identity).toMatchObject({ demo: true, dpoEmail: 'lgpd@exemplo.com.br' });
    expect(operatorIdentity(loadEnv(OPERATOR)).demo).toBe(false);
  });

  it.each([
    ['OPERATOR_CNPJ', '11.222.333/0001-00', 'CNPJ inválido'],
    ['OPERATOR_TECHNICAL_LEAD_CRP', 'CRP 06', 'CRP inválido (ex.: 06/123456)'],
    ['OPERATOR_DPO_EMAIL', 'dpo-sem-arroba', 'E-mail inválido'],
  ])('refuses a malformed %s at start', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(`${name}: ${message}`);
  });
});
