import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollaboratorCreate, TCollaboratorUpdate } from '@acolher/contracts/collaborators';
import { api } from '@/lib/api';
import type { TSectorCollaborator } from '@acolher/contracts/answers/sectors';
import { invalidateSectorsAndCompanies } from '@/lib/invalidate';

export function useCreateCollaborator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCollaboratorCreate) =>
      api.post<TSectorCollaborator>('/collaborators', input),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}

export function useUpdateCollaborator(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCollaboratorUpdate) =>
      api.put<TSectorCollaborator>(`/collaborators/${uuid}`, input),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}

export function useDeleteCollaborator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`/collaborators/${uuid}`),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}
