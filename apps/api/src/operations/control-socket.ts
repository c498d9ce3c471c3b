import fs from 'node:fs';
import http from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { copyQuietImage } from './pglite-image.ts';

/**
 * The serving PGlite process is the only one that may open its data directory (decision 0002), so
 * `npm run backup` asks it for a quiet copy through a Unix socket in DATA_DIR that only the
 * server's own user can open (mode 0600; decision 1450). Nothing else is served there.
 */
export async function startControlSocket(opts: {
  pglite: PGlite;
  dataDir: string;
  socketPath: string;
  skip: (relative: string) => boolean;
}): Promise<() => Promise<void>> {
  fs.rmSync(opts.socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup-image') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const target = String((JSON.parse(body || '{}') as { target?: unknown }).target ?? '');
      copyQuietImage(opts.pglite, opts.dataDir, target, opts.skip).then(
        () => response.writeHead(200).end('ok'),
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.socketPath, resolve);
  });
  fs.chmodSync(opts.socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(opts.socketPath, { force: true });
    });
}

/** Asks the serving process for a quiet copy of its data directory into `target`. */
export function requestImage(socketPath: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/backup-image', method: 'POST' },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(text)),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ target }));
  });
}
