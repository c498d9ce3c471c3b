import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCrpCardInfo } from '@acolher/contracts/answers/psychologists';
import { CRP_CARD_MAX_BYTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import { api, download } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const CRP_CARD_ACCEPT = 'application/pdf,image/jpeg,image/png';

/** The same limits as the server's, checked before sending (decision 1406). */
export function crpCardProblem(file: File) {
  if (!CRP_CARD_ACCEPT.split(',').includes(file.type)) return MESSAGES.crpCardType;
  if (file.size > CRP_CARD_MAX_BYTES) return MESSAGES.crpCardTooLarge;
  return undefined;
}

const path = (uuid: string) => `/psychologists/crp-card/${uuid}`;

/** What is on file (type, size, when) or null (decision 1406). */
export function useCrpCardInfo(uuid: string) {
  return useQuery({
    queryKey: queryKeys.psychologists.crpCard(uuid),
    queryFn: ({ signal }) => api.get<TCrpCardInfo>(path(uuid), { signal }),
    enabled: Boolean(uuid),
  });
}

/** Sends the card signed in, or with the sign-up's `grant` (decision 1406). */
function sendCrpCard(uuid: string, file: File, grant?: string) {
  const form = new FormData();
  form.append('file', file);
  const headers = grant ? { 'x-crp-card-token': grant } : undefined;
  return api.upload<TCrpCardInfo>(path(uuid), form, 'PUT', { headers });
}

/** The card chosen on the sign-up page, sent with the answer's grant before any session (decision 1441). */
export function useSendCrpCardAtSignUp() {
  return useMutation({
    mutationFn: ({ uuid, file, grant }: { uuid: string; file: File; grant: string }) =>
      sendCrpCard(uuid, file, grant),
  });
}

export function useUploadCrpCard(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendCrpCard(uuid, file),
    onSuccess: (info) => client.setQueryData(queryKeys.psychologists.crpCard(uuid), info),
  });
}

/** Opens the card in a new tab: fetched with the token in a header, never in a link. */
export async function openCrpCard(uuid: string) {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    ({ blob } = await download(`${path(uuid)}/file`, 'carteira-crp'));
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
