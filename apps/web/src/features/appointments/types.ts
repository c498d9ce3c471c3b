/** The appointment as the API answers it (apps/api appointment-view, domain.md §21). */
export type TAppointment = {
  uuid: string;
  status: string;
  /** 'yyyy-MM-dd': the local day in the business zone. */
  date: string;
  startsAt: string;
  endsAt: string;
  collaboratorUuid: string;
  psychologistUuid: string;
  collaborator: { uuid: string; name: string; email: string; phone: string };
  psychologist: { uuid: string; name: string; avatarUrl: string | null };
  openingHour: { uuid: string; startTime: string; endTime: string };
};

export type TCancelResult = {
  newCollaboratorCredits: number;
  refunded: boolean;
  appointment: TAppointment;
};
