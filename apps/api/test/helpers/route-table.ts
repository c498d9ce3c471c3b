import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';
import type { RouteSchema } from '../../src/openapi/transform.ts';

/**
 * The API's route table ('METHOD /api/path/:param'), collected by an onRoute hook as a fresh app
 * registers, with each route's own schema.
 */
export async function routeSchemas(deps: AppDeps) {
  const seen = new Map<string, RouteSchema | undefined>();
  const app = await buildApp(deps, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api') || route.url === '/api/docs')
          continue;
        seen.set(`${method} ${route.url}`, route.schema as RouteSchema | undefined);
      }
    },
  });
  await app.close();
  return seen;
}

/** The API's route table ('METHOD /api/path/:param'), sorted. */
export async function routeTable(deps: AppDeps) {
  return [...(await routeSchemas(deps)).keys()].sort();
}
