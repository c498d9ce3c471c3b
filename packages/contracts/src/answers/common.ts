import { z } from 'zod';
import { RADAR_DIMENSIONS } from '../well-being-radar.ts';

/**
 * The shapes the API answers with, as zod schemas, one file per domain (decision 1227): the API
 * documents them at /api/docs (each route's `schema.response`, decision 1320) and checks every successful
 * answer of its tests against them; the web app reads their inferred types with `import type` only
 * (no bundle cost). Strict objects: a field that is not written here (a hash, a contact, a clinical
 * detail) makes the answer fail its check. Nothing here runs per request in production.
 */

/** Instants carry the business zone's offset: their first 10 characters are the local day (§1). */
export const ZInstant = z.iso
  .datetime({ offset: true, local: false })
  .regex(/[+-]\d{2}:\d{2}$/, 'an offset, not Z');
export const ZDay = z.iso.date();
/** Wall-clock times are returned as HH:MM:SS (domain.md §1). */
export const ZTime = z.iso.time({ precision: 0 });
export const ZId = z.guid();
export const text = z.string();
export const cents = z.number().int();
export const count = z.number().int().nonnegative();

export const score = z.number().int().min(0).max(100);
export const dimensions = <T extends z.ZodType>(value: T) =>
  z.strictObject(
    Object.fromEntries(RADAR_DIMENSIONS.map((d) => [d, value])) as Record<
      (typeof RADAR_DIMENSIONS)[number],
      T
    >,
  );

/** An answer that is only a pt-BR sentence for the person. */
export const ZMessageOnly = z.strictObject({ message: z.string() });
/** No body (204). */
export const ZNoContent = z.null().describe('Sem conteúdo');
