import { describe, expect, it } from 'vitest';
import { ZErrorBody } from './error-body.ts';
import { deleteConfirmation, errorMessage, MESSAGES, TOASTS } from './errors.ts';

describe('errors', () => {
  it('error body shape', () => {
    expect(
      ZErrorBody.safeParse({ statusCode: 409, error: 'Conflict', message: MESSAGES.slotTaken })
        .success,
    ).toBe(true);
    expect(ZErrorBody.safeParse({ statusCode: 409, error: 'Conflict' }).success).toBe(false);
  });
  it('exact texts', () => {
    expect(MESSAGES.tooManyAttempts).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    expect(MESSAGES.radarRequired).toBe(
      'É necessário enviar pelo menos uma vez o radar do bem-estar',
    );
    expect(TOASTS.sector.created).toBe('Setor adicionado com sucesso.');
    expect(TOASTS.collaborator.createError).toBe('Erro ao adicionar colaborador');
    expect(TOASTS.collaborator.companyCreateError).toBe('Erro ao adicionar colaborador.');
    expect(TOASTS.appointment.cancelledByCollaborator).toBe('Agendamento cancelado com sucesso!');
    expect(TOASTS.appointment.cancelledByPsychologist).toBe('Agendamento cancelado com sucesso.');
    expect(TOASTS.psychologist.signUpSuccess).toBe(
      'Conta criada com sucesso! Aguarde a aprovação do seu cadastro.',
    );
  });
  it('server message wins over the fallback', () => {
    expect(
      errorMessage({ message: 'Créditos insuficientes' }, 'Erro ao realizar agendamento.'),
    ).toBe('Créditos insuficientes');
    expect(errorMessage({ message: '  ' }, 'Erro')).toBe('Erro');
    expect(errorMessage(undefined, 'Erro')).toBe('Erro');
    expect(errorMessage('x')).toBeUndefined();
  });
  it('delete confirmation', () => {
    expect(deleteConfirmation('Ana')).toBe(
      'Tem certeza de que deseja excluir Ana? Esta ação não poderá ser desfeita.',
    );
  });
});
