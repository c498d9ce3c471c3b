import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollaboratorImportResult } from '@acolher/contracts/answers/collaborator-import';
import { api } from '@/lib/api';
import { invalidateSectorsAndCompanies } from '@/lib/invalidate';
import { saveBlob } from '@/lib/save-file';

/**
 * POST /collaborators/import (domain.md §19, decision 1207): the preview (`dryRun`) or the import of
 * the same file. The administrator names the company; a company imports into itself.
 */
export function useImportCollaborators(companyUuid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<TCollaboratorImportResult>('/collaborators/import', form, 'POST', {
        query: { dryRun: dryRun ? 'true' : undefined, companyUuid },
      });
    },
    onSuccess: (result) => {
      if (!result.dryRun && result.acceptedCount > 0) void invalidateSectorsAndCompanies(client);
    },
  });
}

/** 'Reenviar convite' (decision 1208). */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.post<{ message: string }>(`/collaborators/${uuid}/resend-invitation`),
    onSuccess: () => invalidateSectorsAndCompanies(client),
  });
}

/** Saves text as a file the browser downloads (the refused rows' report, the template). */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), filename);
}
