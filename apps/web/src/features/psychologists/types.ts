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

/** A search result: the profile and the start of its next free slot within 30 days, or null. */
export type TPsychologistSearchResult = TPublicPsychologist & { nextAvailableAt: string | null };
