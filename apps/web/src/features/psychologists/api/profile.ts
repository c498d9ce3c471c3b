import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPsychologistBasicDataInput,
  TPsychologistSignUp,
} from '@acolher/contracts/psychologists';
import { api } from '@/lib/api';
import type {
  TPsychologist,
  TPsychologistSignedUp,
} from '@acolher/contracts/answers/psychologists';
import { queryKeys } from '@/lib/query-keys';

const psychologistKeys = queryKeys.psychologists;

export const ownPsychologistQuery = (uuid: string) =>
  queryOptions({
    queryKey: psychologistKeys.me(uuid),
    queryFn: ({ signal }) => api.get<TPsychologist>(`/psychologists/${uuid}`, { signal }),
    retry: 1,
  });

export function useOwnPsychologist(uuid: string) {
  return useQuery(ownPsychologistQuery(uuid));
}

export function useSignUpPsychologist() {
  return useMutation({
    mutationFn: (input: TPsychologistSignUp) =>
      api.post<TPsychologistSignedUp>('/psychologists', input),
  });
}

export function useUpdateBasicData(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TPsychologistBasicDataInput) =>
      api.patch<TPsychologist>(`/psychologists/basic-data/${uuid}`, input),
    onSuccess: (data) => {
      client.setQueryData(psychologistKeys.me(uuid), data);
      void client.invalidateQueries({ queryKey: queryKeys.appointments.dashboards });
    },
  });
}

export function useUploadAvatar(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<TPsychologist>(`/psychologists/avatar/${uuid}`, form, 'PATCH');
    },
    onSuccess: (data) => {
      client.setQueryData(psychologistKeys.me(uuid), data);
      void client.invalidateQueries({ queryKey: queryKeys.appointments.dashboards });
    },
  });
}
