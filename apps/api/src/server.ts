// The process's entry. Tracing, when configured, must patch http, pg and Fastify before they load
// (decision 1148), so the server itself is imported only after it.
import v8 from 'node:v8';

// On the embedded database (no DATABASE_URL), PostgreSQL is WebAssembly: V8 would first compile it
// with its baseline compiler and optimise each function only once it is hot, so a fresh server
// answered its first few hundred requests 5–10 times slower (the first seconds under load timed
// out). Optimised from the start instead, before PGlite is loaded (decision 1235).
if (!process.env.DATABASE_URL) v8.setFlagsFromString('--no-wasm-dynamic-tiering');

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./lib/tracing.ts');
  startTracing(process.env);
}
await import('./main.ts');
