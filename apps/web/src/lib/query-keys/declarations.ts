/** The public check of an attendance declaration's code (decision 1375). */
export const declarationKeys = {
  check: (code: string) => ['declarations', code] as const,
};
