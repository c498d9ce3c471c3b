import http from 'node:http';
import type net from 'node:net';

/** A small HTTP proxy that sends each request to the next instance in turn (like Caddy's). */
export async function roundRobinProxy(targets: string[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
