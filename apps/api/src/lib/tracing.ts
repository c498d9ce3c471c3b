/**
 * Optional OpenTelemetry traces (decision 1148): with OTEL_EXPORTER_OTLP_ENDPOINT set, spans of the
 * HTTP server, Fastify routes, PostgreSQL statements and outgoing fetch calls go to that OTLP/HTTP
 * collector. The standard OTEL_* variables (service name, headers, sampler) apply as usual.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { onExit } from './exit-hooks.ts';

/** Attributes that may carry a query string (one-time tokens travel there, §14). */
const URL_KEYS = ['url.full', 'url.path', 'http.target', 'http.url'];

const withoutQuery = (value: unknown) =>
  typeof value === 'string' && value.includes('?') ? value.slice(0, value.indexOf('?')) : value;

/**
 * Traces follow the logs' rule (§14, decision 1122): addresses without their query string, SQL
 * without its parameters (the pg instrumentation records statement text only).
 */
const redactQueryStrings: SpanProcessor = {
  onStart: () => {},
  onEnd(span: ReadableSpan) {
    const attributes = span.attributes as Record<string, unknown>;
    delete attributes['url.query'];
    for (const key of URL_KEYS)
      if (key in attributes) attributes[key] = withoutQuery(attributes[key]);
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

export function startTracing(env: NodeJS.ProcessEnv) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? 'acolher-api' }),
    // The redaction runs first: the batch exports what it left.
    spanProcessors: [redactQueryStrings, new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  onExit(() => provider.shutdown());
}
