import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDeviceSession,
  TMfaRecoveryCodes,
  TMfaStatus,
  TMfaTotpSecret,
  TPasskey,
} from '@acolher/contracts/answers/mfa';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import type { Role } from '@/lib/roles';

/** 'Minha conta''s second factor and devices (domain.md §14, decision 1340). */
const mfaKey = queryKeys.account.mfa;
const devicesKey = queryKeys.account.sessions;

export const mfaStatusQuery = queryOptions({
  queryKey: mfaKey,
  queryFn: ({ signal }) => api.get<TMfaStatus>('/account/mfa', { signal }),
});

export const useMfaStatus = () => useQuery(mfaStatusQuery);

function useMfaMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: mfaKey }),
  });
}

export const useStartTotp = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      api.post<TMfaTotpSecret>('/account/mfa/totp', { currentPassword }),
  });

export const useConfirmTotp = () =>
  useMfaMutation((code: string) =>
    api.post<TMfaRecoveryCodes>('/account/mfa/totp/confirm', { code }),
  );

export const useDisableMfa = () =>
  useMfaMutation((input: { currentPassword: string; code: string }) =>
    api.delete<unknown>('/account/mfa', undefined, input),
  );

export const useAddPasskey = () =>
  useMfaMutation(async (input: { currentPassword: string; name: string }) => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const optionsJSON = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      '/account/mfa/passkeys/options',
      { currentPassword: input.currentPassword },
    );
    const response = await startRegistration({ optionsJSON });
    return api.post<TPasskey>('/account/mfa/passkeys', { name: input.name, response });
  });

export const useRemovePasskey = () =>
  useMfaMutation((input: { uuid: string; currentPassword: string }) =>
    api.delete<unknown>(`/account/mfa/passkeys/${input.uuid}`, undefined, {
      currentPassword: input.currentPassword,
    }),
  );

export const useDevices = () =>
  useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => api.get<TDeviceSession[]>('/account/sessions', { signal }),
  });

export const useEndDevice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<unknown>(`/account/sessions/${uuid}`),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKey }),
  });
};

/** POST /mfa-resets: an administrator turns a person's second factor off (decision 1340). */
export const useResetSecondFactor = () =>
  useMutation({
    mutationFn: (input: { role: Role; accountUuid: string }) =>
      api.post<unknown>('/mfa-resets', input),
  });

export const useRenamePasskey = () =>
  useMfaMutation((input: { uuid: string; name: string }) =>
    api.patch<TPasskey>(`/account/mfa/passkeys/${input.uuid}`, { name: input.name }),
  );
