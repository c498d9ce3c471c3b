import { z } from 'zod';

/** Every grant answers how many collaborators received the credits (domain.md §4). */
export const ZCreditsGrantResult = z.strictObject({
  credits: z.number().int().positive(),
  collaboratorsCount: z.number().int().nonnegative(),
});
export type TCreditsGrantResult = z.infer<typeof ZCreditsGrantResult>;
