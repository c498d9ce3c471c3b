import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWhatsappConsent } from '@acolher/contracts/messaging';
import type { TWhatsappConsentView } from '@acolher/contracts/answers/messaging';
import { api } from '@/lib/api';

export const whatsappConsentQuery = queryOptions({
  queryKey: ['messaging', 'whatsapp-consent'],
  queryFn: () => api.get<TWhatsappConsentView>('/messaging/whatsapp-consent'),
  retry: 1,
});

export function useUpdateWhatsappConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TWhatsappConsent) =>
      api.patch<TWhatsappConsentView>('/messaging/whatsapp-consent', input),
    onSuccess: (view) => client.setQueryData(whatsappConsentQuery.queryKey, view),
  });
}
