import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/app-routes';
import { PageLoader } from '@/app/page-loader';

/**
 * Build-time HTML of a public page (decision 1005): the app's route table on a static router, the
 * page's lazy code resolved first, so the landing's hero paints before any script runs; `main.tsx`
 * hydrates it. Only pages that show the same thing to everyone (no session, no data) may be prerendered.
 */
export async function prerender(url: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

/** What index.html shows until the app's first render: the app's own full-screen loader. */
export function loaderShell(): string {
  return renderToStaticMarkup(<PageLoader fullScreen />);
}
