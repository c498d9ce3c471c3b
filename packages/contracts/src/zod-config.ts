/**
 * Every validation message the product shows is pt-BR (domain.md: error bodies carry a pt-BR
 * `message`). The schemas give each field its own message; an issue no schema names a message for
 * (a body that is not an object, a query parameter sent twice, an unknown option) falls back to
 * the catalogue's 'Dados inválidos' instead of zod's English default. Schema-level messages win
 * over this (zod's precedence), so nothing the spec names changes.
 */
import { z } from 'zod';
import { MESSAGES } from './errors.ts';

z.config({ customError: () => MESSAGES.validation });
