import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmergencyContactInput } from '@acolher/contracts/care-contract';
import type {
  TEmergencyContact,
  TEmergencyContactRead,
} from '@acolher/contracts/answers/care-contract';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const key = queryKeys.careContract.ownEmergencyContact;

/** The collaborator's own emergency contact (domain.md §18): GET/PUT/DELETE /account/emergency-contact. */
const ownEmergencyContactQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<TEmergencyContactRead>('/account/emergency-contact', { signal }),
  });

export function useOwnEmergencyContact() {
  return useQuery(ownEmergencyContactQuery());
}

export function useSaveEmergencyContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TEmergencyContactInput) =>
      api.put<TEmergencyContact>('/account/emergency-contact', input),
    onSuccess: (contact) => client.setQueryData<TEmergencyContactRead>(key, { contact }),
  });
}

export function useRemoveEmergencyContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/account/emergency-contact'),
    onSuccess: () => client.setQueryData<TEmergencyContactRead>(key, { contact: null }),
  });
}
