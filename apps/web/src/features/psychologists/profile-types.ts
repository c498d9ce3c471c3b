import type { TComplianceStatus } from '@acolher/contracts/constants';

/** The psychologist's own record (GET /psychologists/{id} as itself; sign-in user). */
export type TPsychologist = {
  uuid: string;
  name: string;
  document: string;
  crp: string;
  email: string;
  phone: string;
  avatarUrl: string | null;
  complianceStatus: TComplianceStatus;
  education: string;
  careerHistory: string;
  hostMessage: string;
  specialties: string[];
  approach: string[];
  targetAudience: string[];
  hasSignedTerms: boolean;
};
