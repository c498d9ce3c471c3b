import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-context.ts';

/** The API's route table ('METHOD /api/path/:param'), collected by an onRoute hook as a fresh app registers. */
export async function routeTable(deps: AppDeps) {
  const seen: string[] = [];
  const app = await buildApp(deps, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api') || route.url === '/api/docs')
          continue;
        seen.push(`${method} ${route.url}`);
      }
    },
  });
  await app.close();
  return [...new Set(seen)].sort();
}
