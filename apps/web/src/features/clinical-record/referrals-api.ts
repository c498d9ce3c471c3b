import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReferral } from '@acolher/contracts/answers/referrals';
import type { TReferralCreate } from '@acolher/contracts/referrals';
import { ApiError, api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { saveDownload } from '@/lib/save-file';

const keys = queryKeys.clinicalRecords;

/** The psychologist's referrals of one patient (decision 1376); 403/404 are answers. */
const referralsQuery = (collaboratorUuid: string) =>
  queryOptions({
    queryKey: keys.referrals(collaboratorUuid),
    queryFn: ({ signal }) =>
      api.get<TReferral[]>(`/clinical-records/${collaboratorUuid}/referrals`, { signal }),
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && [403, 404].includes(error.status)),
  });

export function useReferrals(collaboratorUuid: string) {
  return useQuery(referralsQuery(collaboratorUuid));
}

export function useCreateReferral(collaboratorUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReferralCreate) =>
      api.post<TReferral>(`/clinical-records/${collaboratorUuid}/referrals`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.referrals(collaboratorUuid) }),
  });
}

/** The referral letter as a PDF, drawn by the server (the token goes in a header). */
export function downloadReferralLetter(uuid: string): Promise<void> {
  return saveDownload(`/referrals/${uuid}/letter.pdf`, 'encaminhamento.pdf');
}
