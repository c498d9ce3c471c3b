import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreditsGrantResult } from '@acolher/contracts/answers/credits';
import { api } from '@/lib/api';
import { invalidateSectorsAndCompanies } from '@/lib/invalidate';

export type GrantTarget = {
  kind: 'collaborator' | 'sector' | 'company';
  uuid: string;
  name: string;
};

const path = (t: GrantTarget) =>
  t.kind === 'collaborator'
    ? `/collaborators/${t.uuid}/add-credits`
    : `/collaborators/${t.kind}/${t.uuid}/add-credits`;

export function useGrantCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, credits }: { target: GrantTarget; credits: number }) =>
      api.patch<TCreditsGrantResult>(path(target), { credits }),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}
