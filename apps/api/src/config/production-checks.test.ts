import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { adminPasswordRefusal, productionRefusals } from './production-checks.ts';

const COMPLETE = {
  APP_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  MFA_ENCRYPTION_KEY: 'm'.repeat(32),
  ADMIN_PASSWORD: 'senha-forte-de-admin',
  PAYMENTS: 'off',
  SMTP_URL: 'smtp://mail.example:25',
};

describe('production mode (domain.md §15)', () => {
  it('defaults: no demo seed, no administrator password, a drain delay', () => {
    const env = loadEnv({ APP_ENV: 'production' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.SHUTDOWN_DELAY_SECONDS).toBe(5);
    expect(env.MFA_REQUIRED_ROLES).toEqual(['administrator', 'psychologist']);
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({}).MFA_REQUIRED_ROLES).toEqual([]);
    expect(loadEnv({ MFA_REQUIRED_ROLES: 'company, collaborator' }).MFA_REQUIRED_ROLES).toEqual([
      'company',
      'collaborator',
    ]);
    expect(() => loadEnv({ MFA_REQUIRED_ROLES: 'admin' })).toThrow(/MFA_REQUIRED_ROLES/);
  });

  it('a complete configuration has nothing to refuse; demo mode is never refused', () => {
    expect(productionRefusals(loadEnv(COMPLETE))).toEqual([]);
    expect(adminPasswordRefusal(loadEnv(COMPLETE))).toBeUndefined();
    expect(productionRefusals(loadEnv({}))).toEqual([]);
  });

  it.each([
    ['JWT_SECRET', { JWT_SECRET: undefined }],
    ['JWT_SECRET', { JWT_SECRET: 'curto-demais' }],
    ['MFA_ENCRYPTION_KEY', { MFA_ENCRYPTION_KEY: undefined }],
    ['MFA_ENCRYPTION_KEY', { MFA_ENCRYPTION_KEY: 'curta-demais' }],
    ['SEED_DEMO=true', { SEED_DEMO: 'true' }],
    ['PAYMENTS=off', { PAYMENTS: undefined }],
    ['SMTP_URL', { SMTP_URL: undefined }],
  ])('names %s when it is missing or unsafe', (name, change) => {
    const refusals = productionRefusals(loadEnv({ ...COMPLETE, ...change }));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(name);
  });

  it.each([undefined, 'acolher123', 'curta-11ch'])('refuses ADMIN_PASSWORD %s', (password) => {
    expect(adminPasswordRefusal(loadEnv({ ...COMPLETE, ADMIN_PASSWORD: password }))).toContain(
      'ADMIN_PASSWORD',
    );
  });
});
