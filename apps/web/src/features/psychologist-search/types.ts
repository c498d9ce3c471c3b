/** A psychologist's public profile as a collaborator sees it (no CPF, e-mail or phone). */
export type TPublicPsychologist = {
  uuid: string;
  name: string;
  crp: string;
  avatarUrl: string | null;
  education: string;
  careerHistory: string;
  hostMessage: string;
  specialties: string[];
  approach: string[];
  targetAudience: string[];
};
