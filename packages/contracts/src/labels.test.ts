import { describe, expect, it } from 'vitest';
import {
  appointmentStatusLabel,
  collaboratorAppointmentStatusLabel,
  complianceStatusLabel,
  normalizeAppointmentStatus,
  purchaseStatusLabel,
  radarBadgeLabel,
} from './labels.ts';

describe('labels', () => {
  it('compliance', () => {
    expect(complianceStatusLabel('approved')).toEqual({ label: 'Aprovado', tone: 'green' });
    expect(complianceStatusLabel('disapproved')).toEqual({ label: 'Reprovado', tone: 'red' });
    expect(complianceStatusLabel('analyzing')).toEqual({ label: 'Em Análise', tone: 'yellow' });
    expect(complianceStatusLabel(undefined)).toEqual({ label: 'Em Análise', tone: 'yellow' });
    expect(complianceStatusLabel('toString')).toEqual({ label: 'Em Análise', tone: 'yellow' });
  });
  it('both spellings are one value', () => {
    expect(normalizeAppointmentStatus('cancelled-by-collaborator-in-advance')).toBe(
      'cancelled_by_collaborator_in_advance',
    );
    expect(normalizeAppointmentStatus('cancelled_by_psychologist')).toBe(
      'cancelled_by_psychologist',
    );
    expect(normalizeAppointmentStatus('done')).toBeUndefined();
  });
  it('psychologist / administrator areas', () => {
    expect(appointmentStatusLabel('pending')).toEqual({ label: 'Pendente', tone: 'yellow' });
    expect(appointmentStatusLabel('confirmed')).toEqual({ label: 'Confirmado', tone: 'green' });
    expect(appointmentStatusLabel('cancelled-by-psychologist')).toEqual({
      label: 'Cancelado pelo psicólogo',
      tone: 'red',
    });
    expect(appointmentStatusLabel('cancelled_by_collaborator_in_advance').label).toBe(
      'Cancelado pelo colaborador',
    );
    expect(appointmentStatusLabel('cancelled-by-collaborator-without-advance').label).toBe(
      'Cancelado pelo colaborador',
    );
    expect(appointmentStatusLabel('weird')).toEqual({ label: 'weird', tone: 'gray' });
  });
  it('collaborator history', () => {
    expect(collaboratorAppointmentStatusLabel('confirmed')).toEqual({
      label: 'Realizada',
      tone: 'green',
    });
    expect(collaboratorAppointmentStatusLabel('cancelled-by-collaborator-in-advance')).toEqual({
      label: 'Cancelada pelo colaborador',
      tone: 'red',
    });
    expect(collaboratorAppointmentStatusLabel('cancelled_by_psychologist').label).toBe(
      'Cancelado pelo psicólogo',
    );
    expect(collaboratorAppointmentStatusLabel('weird')).toEqual({
      label: 'Status desconhecido',
      tone: 'gray',
    });
  });
  it('purchases and radar', () => {
    expect(purchaseStatusLabel('pending').label).toBe('Pendente');
    expect(purchaseStatusLabel('confirmed').label).toBe('Confirmado');
    expect(purchaseStatusLabel('failed')).toEqual({ label: 'Falhou', tone: 'red' });
    expect(purchaseStatusLabel('x')).toEqual({ label: 'x', tone: 'gray' });
    expect(radarBadgeLabel(true)).toBe('Respondido');
    expect(radarBadgeLabel(false)).toBe('Pendente');
  });
  it('the statuses of domain.md §17, in both areas', () => {
    expect(appointmentStatusLabel('no_show_collaborator')).toEqual({
      label: 'Falta do colaborador',
      tone: 'red',
    });
    expect(appointmentStatusLabel('no-show-psychologist').label).toBe('Ausência do psicólogo');
    expect(appointmentStatusLabel('refunded_by_administrator').label).toBe('Reembolsado');
    expect(appointmentStatusLabel('cancelled_by_administrator').label).toBe(
      'Cancelado pelo administrador',
    );
    expect(collaboratorAppointmentStatusLabel('no_show_collaborator').label).toBe('Não compareceu');
    expect(collaboratorAppointmentStatusLabel('no_show_psychologist').label).toBe(
      'Psicólogo ausente',
    );
    expect(collaboratorAppointmentStatusLabel('refunded_by_administrator')).toEqual({
      label: 'Reembolsada',
      tone: 'red',
    });
    expect(collaboratorAppointmentStatusLabel('cancelled_by_administrator').label).toBe(
      'Cancelada pelo administrador',
    );
    expect(purchaseStatusLabel('refunded')).toEqual({ label: 'Reembolsado', tone: 'red' });
    expect(appointmentStatusLabel('no_show')).toEqual({ label: 'no_show', tone: 'gray' });
  });
});
