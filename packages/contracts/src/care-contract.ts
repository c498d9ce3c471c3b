import { z } from 'zod';
import { TEXT_LENGTH, zName, zPhone, zRequiredString } from './fields.ts';

/** The care contract's longest text: the API's global guard for one field (domain.md §18). */
export const CARE_CONTRACT_MAX = TEXT_LENGTH.backstop;

/** Exact texts of the care contract and the emergency contact (domain.md §18; decision 1370). */
export const CARE_CONTRACT_MESSAGES = {
  /** The room refuses the collaborator until it accepted a version (decision 1370). */
  roomNeedsContract: 'Leia e aceite o contrato de atendimento para entrar na sala',
  /** The version the collaborator read is no longer the current one. */
  outdated: 'O contrato foi atualizado. Leia a nova versão antes de aceitar',
  /** Acceptance comes with a booked session (decision 1371). */
  noBooking: 'Agende uma sessão antes de aceitar o contrato',
  psychologistNotFound: 'Psicólogo não encontrado',
  emptyText: 'Escreva o contrato',
  invalidVersion: 'Versão inválida',
} as const;

/** POST /psychologists/{uuid}/care-contract/versions: every save is a new version. */
export const ZCareContractVersionCreate = z.object({
  text: zRequiredString(CARE_CONTRACT_MAX, CARE_CONTRACT_MESSAGES.emptyText, { multiline: true }),
});
export type TCareContractVersionCreate = z.infer<typeof ZCareContractVersionCreate>;

/** POST /psychologists/{uuid}/care-contract/acceptances: the version the collaborator read. */
export const ZCareContractAcceptance = z.object({
  version: z
    .number({ error: CARE_CONTRACT_MESSAGES.invalidVersion })
    .int(CARE_CONTRACT_MESSAGES.invalidVersion)
    .min(1, CARE_CONTRACT_MESSAGES.invalidVersion),
});
export type TCareContractAcceptance = z.infer<typeof ZCareContractAcceptance>;

/** How the contact relates to the collaborator ('Mãe', 'Cônjuge', 'Amiga'): 60 characters. */
export const RELATION_MAX = 60;

/** PUT /account/emergency-contact (domain.md §18). */
export const ZEmergencyContactInput = z.object({
  name: zName(),
  phone: zPhone(),
  relation: zRequiredString(RELATION_MAX),
});
export type TEmergencyContactInput = z.infer<typeof ZEmergencyContactInput>;

/** Toasts of the contract and emergency-contact screens (the server's message first on failure). */
export const CARE_CONTRACT_TOASTS = {
  accepted: 'Contrato aceito',
  acceptError: 'Não foi possível aceitar o contrato',
  saved: 'Nova versão do contrato salva',
  saveError: 'Não foi possível salvar o contrato',
  emergencySaved: 'Contato de emergência salvo',
  emergencyRemoved: 'Contato de emergência removido',
  emergencyError: 'Não foi possível salvar o contato de emergência',
} as const;
