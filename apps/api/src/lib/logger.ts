import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type Logger } from 'pino';
import type { Env } from '../config/env.ts';
import { safeError, safeRequest } from './log-safety.ts';

/** Never in a log line: credentials, tokens, passwords (architecture: no secret in logs). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.token',
];

/** The one logger of a process: Fastify's request logs and the server's own lines (JSON, pino). */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    redact: REDACT,
    // No query strings (one-time tokens) and no query parameters of database errors (decision 1122).
    serializers: { req: safeRequest, err: safeError },
  };
  return stream ? pino(options, stream as pino.DestinationStream) : pino(options);
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * A proxy's X-Request-Id is kept when it is plain (it ties our lines to the proxy's); anything else
 * gets a fresh id, so a client cannot write arbitrary text into the logs (decision 1144).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
