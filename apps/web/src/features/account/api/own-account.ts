import { useMutation } from '@tanstack/react-query';
import type {
  TAccountEmailChange,
  TAccountPasswordChange,
  TAccountPhoneChange,
  TAccountPhoneConfirm,
} from '@acolher/contracts/account';
import type { TPhoneChanged } from '@acolher/contracts/answers/account';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/save-file';

/** 'Minha conta' (domain.md §14): every call is about the caller's own account, by its token. */

/** The change waits for the link sent to the new address (valid 24 h). */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: TAccountEmailChange) => api.patch<unknown>('/account/email', input),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: TAccountPasswordChange) => api.patch<unknown>('/account/password', input),
  });

/** The phone change waits for the code sent to the new number (decision 1300). */
export const useChangePhone = () =>
  useMutation({
    mutationFn: (input: TAccountPhoneChange) => api.patch<unknown>('/account/phone', input),
  });

export const useConfirmPhone = () =>
  useMutation({
    mutationFn: (input: TAccountPhoneConfirm) =>
      api.post<TPhoneChanged>('/account/phone/confirm', input),
  });

/** Ends every session of the account, this one included. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: () => api.post<unknown>('/account/sign-out-everywhere') });

import type { TOwnDeletionRequest } from '@acolher/contracts/answers/account';

export const useRequestDeletion = () =>
  useMutation({
    mutationFn: () => api.post<TOwnDeletionRequest | undefined>('/account/deletion-request'),
  });

const EXPORT_FILE_NAME = 'meus-dados-acolher.json';

/** GET /account/export, saved by the browser as a file (the token goes in a header, not a link). */
export function downloadOwnData(): Promise<void> {
  return saveDownload('/account/export', EXPORT_FILE_NAME);
}
