/**
 * A collaborator's invitation (decision 1208): 'Convite enviado' until the person sets a password
 * from the link (the first sign-in needs it), then 'Ativo'. 'Reenviar convite' sends a new link
 * (the older ones stop working), at most INVITATIONS_PER_DAY invitations in 24 hours per person.
 */
export const INVITATION_STATUSES = ['invited', 'active'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Readonly<Record<TInvitationStatus, string>> = {
  invited: 'Convite enviado',
  active: 'Ativo',
};

export const INVITATIONS_PER_DAY = 3;
/** Decision 1420: a new invitation to the same person waits this many minutes after the last one. */
export const INVITATION_RESEND_WAIT_MINUTES = 10;

export const INVITATION_MESSAGES = {
  resent: 'Convite reenviado',
  alreadyActive: 'Este colaborador já ativou a conta: não há convite a reenviar.',
  tooSoon: `Um convite foi enviado a esta pessoa há menos de ${INVITATION_RESEND_WAIT_MINUTES} minutos. Aguarde para reenviar.`,
  tooMany: `O convite já foi enviado ${INVITATIONS_PER_DAY} vezes nas últimas 24 horas. Tente novamente mais tarde.`,
} as const;
