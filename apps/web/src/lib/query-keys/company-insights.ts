/** A company's well-being dashboard, its NR-1 report and its action plan. */
export const companyInsightKeys = {
  wellBeing: (months: number) => ['company-insights', 'well-being', months] as const,
  nr1: ['company-insights', 'nr1-report'] as const,
  usage: ['company-insights', 'usage'] as const,
  actionPlan: (companyUuid: string) => ['action-plan', companyUuid] as const,
};
