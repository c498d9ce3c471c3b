/** The appointment as the API answers it, and a collaborator's cancel result (6-hour refund). */
export type {
  TAppointment,
  TCollaboratorCancelResult as TCancelResult,
} from '@acolher/contracts/answers/appointments';
