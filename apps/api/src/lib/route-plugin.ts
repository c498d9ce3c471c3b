import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * What a handler may return for an answer schema: the schema's shape, where an instant may still be
 * a Date (the reply serializer writes it with the business zone's offset, lib/local-dates.ts) and a
 * string is any string (the database's text columns hold the enums; the API tests check the values
 * against the schema). "No body" (204) is nothing at all.
 */
type Answer<T> = [T] extends [null] ? undefined : Shape<T>;
type Shape<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? readonly Shape<U>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : K]: Shape<T[K]> } // a loose object's index: any key
      : T;

/**
 * Zod's type provider (fastify-type-provider-zod), with the answers typed as `Answer<…>`: the
 * compiler checks what each handler returns against its route's `schema.response`.
 */
export interface AnswerTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? Answer<output<this['schema']>> : unknown;
}

/** A route plugin (routes/<domain>/*.routes.ts): request and answer types from its schemas. */
export type RoutePlugin = FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  AnswerTypeProvider
>;
