// The process's entry. Tracing, when configured, must patch http, pg and Fastify before they load
// (decision 1148), so the server itself is imported only after it.
export {};

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./lib/tracing.ts');
  startTracing(process.env);
}
await import('./main.ts');
