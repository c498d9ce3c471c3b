import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNr1Report, TWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import type { TCompanyUsage } from '@acolher/contracts/answers/company-usage';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

const insightsKeys = queryKeys.companyInsights;

/** GET /company-insights/well-being: aggregates only, small groups already suppressed by the server. */
export const wellBeingInsightsQuery = (months = 6) =>
  queryOptions({
    queryKey: insightsKeys.wellBeing(months),
    queryFn: ({ signal }) =>
      api.get<TWellBeingInsights>('/company-insights/well-being', { query: { months }, signal }),
  });

export function useWellBeingInsights(months = 6) {
  return useQuery(wellBeingInsightsQuery(months));
}

export const nr1ReportQuery = () =>
  queryOptions({
    queryKey: insightsKeys.nr1,
    queryFn: ({ signal }) => api.get<TNr1Report>('/company-insights/nr1-report', { signal }),
  });

export function useNr1Report() {
  return useQuery(nr1ReportQuery());
}

/** GET /company-insights/usage (decision 1421): counts, those that could single someone out null. */
export const companyUsageQuery = () =>
  queryOptions({
    queryKey: insightsKeys.usage,
    queryFn: ({ signal }) => api.get<TCompanyUsage>('/company-insights/usage', { signal }),
  });

export function useCompanyUsage() {
  return useQuery(companyUsageQuery());
}
