// Processes, tokens and autocannon for the bench (scripts/bench.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT } from '../lib/run.mjs';
import { CONNECTIONS, HELLO_PORT, JWT_SECRET, SECONDS, require } from './config.mjs';

// ── tokens (HS256, as modules/auth/jwt.ts signs them) ──────────────────────────────────────────
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
export function token(sub, role, sid) {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { role, sub, ...(sid ? { jti: sid } : {}), iat, exp: iat + 6 * 3600 };
  const body = `${b64({ alg: 'HS256' })}.${b64(claims)}`;
  return `${body}.${crypto.createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

// ── processes ──────────────────────────────────────────────────────────────────────────────────
export const children = [];
export function start(args, env) {
  // The server's own log (warnings, the errors of requests cut off when the run ends) goes to a file.
  const out = fs.openSync(path.join(ROOT, '.tmp', `bench-${children.length}.log`), 'w');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    // `DATABASE_URL: undefined` removes it: the server then runs on PGlite.
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined),
    ),
  });
  children.push(child);
  return child;
}
export async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${seconds}s`);
}
export const HELLO = `
  const Fastify = require(${JSON.stringify(require.resolve('fastify'))});
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`;

/**
 * A round-robin HTTP proxy on `port` in front of `targets` (ports), with keep-alive connections to
 * each: the scale-out measurement of `npm run bench -- scale` (decision 1402).
 */
export const PROXY = (port, targets) => `
  const http = require('node:http');
  const targets = ${JSON.stringify(targets)};
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let i = 0;
  http.createServer((req, res) => {
    const up = http.request({ host: '127.0.0.1', port: targets[i++ % targets.length], method: req.method,
      path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
  }).listen(${port}, '127.0.0.1');`;

// ── load ───────────────────────────────────────────────────────────────────────────────────────
export function cannon({
  url,
  method = 'GET',
  next,
  connections = CONNECTIONS,
  duration = SECONDS,
  rate,
}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        connections,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        ...(next ? { requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export const rotate = (items) => {
  let i = 0;
  return () => items[i++ % items.length];
};

/** BENCH_PROFILE=1: the API writes a V8 CPU profile into .tmp/profiles when it stops. */
export const profileArgs = (port) =>
  process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, '.tmp', 'profiles', String(port))}`]
    : [];
