import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZComplianceUpdate,
  ZPsychologistBasicData,
  ZPsychologistCreate,
  ZPsychologistCreateBody,
  ZPsychologistSignUp,
} from './psychologists.ts';
import { firstMessage, messagesOf } from './test-utils.ts';

const valid = {
  name: 'Ana',
  document: '529.982.247-25',
  crp: '06/123456',
  email: 'Ana@Gmail.com',
  phone: '(11) 98765-4321',
  password: '123456',
  confirmPassword: '123456',
};

describe('psychologist create / sign-up', () => {
  it('strips document, crp and phone', () => {
    expect(ZPsychologistSignUp.parse(valid)).toMatchObject({
      document: '52998224725',
      crp: '06123456',
      phone: '11987654321',
      email: 'ana@gmail.com',
    });
  });
  it('every message of domain.md §21', () => {
    const m = (patch: object, path: string, s: z.ZodType = ZPsychologistSignUp) =>
      firstMessage(s, { ...valid, ...patch }, path);
    expect(m({ name: '' }, 'name')).toBe('Campo obrigatório');
    expect(m({ document: '123.456' }, 'document')).toBe('CPF inválido');
    expect(m({ crp: '06-12345' }, 'crp')).toBe('CRP deve estar no formato 99/99999 ou 99/999999');
    expect(m({ email: 'ana@' }, 'email')).toBe('E-mail inválido');
    expect(m({ email: 'ana@outlook.com' }, 'email')).toBe('Apenas emails do Gmail são aceitos');
    expect(m({ phone: '(11) 8765-4321' }, 'phone')).toBe('Telefone inválido');
    expect(m({ phone: '(11) 8765-4321' }, 'phone', ZPsychologistCreate)).toBeUndefined();
    expect(m({ phone: '' }, 'phone', ZPsychologistCreate)).toBe('Campo obrigatório');
    expect(m({ password: '12345', confirmPassword: '12345' }, 'password')).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(m({ password: '12345', confirmPassword: '12345' }, 'confirmPassword')).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(messagesOf(ZPsychologistSignUp, { ...valid, confirmPassword: '1234567' })).toEqual({
      confirmPassword: ['As senhas não coincidem'],
    });
    expect(messagesOf(ZPsychologistCreate, { ...valid, confirmPassword: '654321' })).toEqual({
      confirmPassword: ['As senhas não coincidem'],
    });
  });
  it('API body: passwords optional, but equal when both sent', () => {
    const { password: _p, confirmPassword: _c, ...noPassword } = valid;
    expect(ZPsychologistCreateBody.safeParse(noPassword).success).toBe(true);
    expect(ZPsychologistCreateBody.safeParse({ ...noPassword, password: '123456' }).success).toBe(
      true,
    );
    expect(
      firstMessage(
        ZPsychologistCreateBody,
        { ...valid, confirmPassword: '000000' },
        'confirmPassword',
      ),
    ).toBe('As senhas não coincidem');
  });
});

describe('basic data', () => {
  const base = {
    phone: '11987654321',
    education: 'USP',
    careerHistory: 'CAPS',
    hostMessage: 'Olá',
  };
  it('lists from comma-separated text or arrays', () => {
    const out = ZPsychologistBasicData.parse({
      ...base,
      specialties: ' ansiedade, , luto ,',
      approach: ['TCC ', ''],
      targetAudience: undefined,
    });
    expect(out.specialties).toEqual(['ansiedade', 'luto']);
    expect(out.approach).toEqual(['TCC']);
    expect(out.targetAudience).toEqual([]);
  });
  it('limits and required fields', () => {
    expect(
      firstMessage(
        ZPsychologistBasicData,
        { ...base, specialties: 'a'.repeat(101) },
        'specialties',
      ),
    ).toBe('Máximo de 100 caracteres');
    expect(
      firstMessage(
        ZPsychologistBasicData,
        { ...base, approach: ['a'.repeat(60), 'b'.repeat(60)] },
        'approach',
      ),
    ).toBe('Máximo de 100 caracteres');
    expect(
      ZPsychologistBasicData.safeParse({ ...base, specialties: 'a'.repeat(100) }).success,
    ).toBe(true);
    expect(
      firstMessage(ZPsychologistBasicData, { ...base, education: 'a'.repeat(301) }, 'education'),
    ).toBe('Máximo de 300 caracteres');
    expect(
      firstMessage(
        ZPsychologistBasicData,
        { ...base, careerHistory: 'a'.repeat(501) },
        'careerHistory',
      ),
    ).toBe('Máximo de 500 caracteres');
    expect(
      firstMessage(
        ZPsychologistBasicData,
        { ...base, hostMessage: 'a'.repeat(501) },
        'hostMessage',
      ),
    ).toBe('Máximo de 500 caracteres');
    expect(Object.keys(messagesOf(ZPsychologistBasicData, {})).sort()).toEqual([
      'careerHistory',
      'education',
      'hostMessage',
      'phone',
    ]);
  });
  it('compliance decision', () => {
    expect(ZComplianceUpdate.safeParse({ complianceStatus: 'approved' }).success).toBe(true);
    expect(ZComplianceUpdate.safeParse({ complianceStatus: 'analyzing' }).success).toBe(false);
  });
  it('JSON Schema', () => {
    expect(() => z.toJSONSchema(ZPsychologistBasicData, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(ZPsychologistCreateBody, { io: 'input' })).not.toThrow();
  });
});
