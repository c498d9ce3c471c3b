// A local HTTPS endpoint speaking HTTP/2 in front of the API, for `npm run bench` only: Lighthouse
// then sees the page the way a deployment behind TLS serves it (one multiplexed connection instead
// of HTTP/1.1's six). The certificate is self-signed, made by the openssl CLI in a temporary folder;
// without openssl (or with the port taken) there is no proxy (null): the bench measures HTTP/1.1 alone.
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

export async function startTlsProxy(targetPort, port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acolher-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) return null;
  const server = http2.createSecureServer({
    key: fs.readFileSync(key),
    cert: fs.readFileSync(cert),
    allowHTTP1: true,
  });
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
    );
    headers.host = `127.0.0.1:${targetPort}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const listening = await new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    origin: `https://localhost:${port}`,
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
