import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { bearer } from '../auth/guard.ts';
import { verifyToken } from '../auth/jwt.ts';

/**
 * Whom an API request counts against (domain.md §14, decision 1181): a request with a valid
 * sign-in token counts against its account, so a company's whole staff behind one office address
 * never meets 429 in normal use; an anonymous one (or one with a forged or expired token) against
 * its address. Only a signature checked with the app's key names an account: nobody can spread a
 * flood over accounts they do not hold. Whether the session is still open is the guard's question.
 */
export async function requestLimitKey(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const token = bearer(request);
  if (token) {
    const claims = await verifyToken(deps.jwtKey, token, deps.clock());
    if (claims) return `account:${claims.role}:${claims.sub}`;
  }
  return `address:${request.ip}`;
}
