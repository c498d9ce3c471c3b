import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.APP_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(env.SIGN_IN_MAX_FAILURES_PER_EMAIL).toBe(10);
    expect(env.SIGN_IN_MAX_FAILURES_PER_IP).toBe(100);
    expect(env.PSYCHOLOGIST_SESSION_FEE_CENTS).toBe(6000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads SEED_DEMO=false and stops with one clear line on a bad value', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/Configuração inválida: PORT/);
    expect(() => loadEnv({ TERMS_FORM_URL: 'http://inseguro.example' })).toThrow(/TERMS_FORM_URL/);
    expect(loadEnv({ TERMS_FORM_URL: 'https://form.typeform.com/to/x' }).TERMS_FORM_URL).toMatch(
      /^https:/,
    );
  });
});
