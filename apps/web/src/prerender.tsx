import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { PageLoader } from '@/app/page-loader';

/**
 * Build-time HTML of a public page (decision 1005): the same tree as `App` with a static router, every
 * lazy chunk awaited, so the landing's hero paints before any script runs; `main.tsx` hydrates it.
 * Only pages that show the same thing to everyone (no session, no data) may be prerendered.
 */
export async function prerender(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers>
          <AppRoutes />
        </Providers>
      </StaticRouter>
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
