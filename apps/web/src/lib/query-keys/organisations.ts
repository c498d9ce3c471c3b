/** Companies and their sectors (their counts change with people and credits: lib/invalidate.ts). */
export const companyKeys = {
  all: ['companies'] as const,
  one: (uuid: string) => ['companies', uuid] as const,
};
export const sectorKeys = {
  all: ['sectors'] as const,
  one: (uuid: string) => ['sectors', uuid] as const,
};
