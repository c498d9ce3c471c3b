/** The care contract and the emergency contact (domain.md §18). */
export const careContractKeys = {
  contract: (psychologistUuid: string) => ['care-contract', psychologistUuid] as const,
  acceptances: (psychologistUuid: string) =>
    ['care-contract', psychologistUuid, 'acceptances'] as const,
  ownEmergencyContact: ['emergency-contact', 'own'] as const,
  emergencyContactOf: (collaboratorUuid: string) =>
    ['emergency-contact', collaboratorUuid] as const,
  roomAppointment: (appointmentUuid: string) =>
    ['care-contract', 'appointment', appointmentUuid] as const,
};
