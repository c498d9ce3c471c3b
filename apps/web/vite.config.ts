import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes `.br` and `.gz` next to every text asset of the build; the API serves them with
 * @fastify/static `preCompressed` (the CSS was 73 KB on the wire, ~12 KB compressed: issue 10).
 */
function precompress(): Plugin {
  return {
    name: 'acolher-precompress',
    apply: 'build',
    // The Latin subset of the body font is what the first paint needs: fetch it with the CSS, not after.
    transformIndexHtml(html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((f) =>
        /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(f),
      );
      if (!font) return html;
      return html.replace(
        '</head>',
        `  <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n  </head>`,
      );
    },
    writeBundle(options, bundle) {
      writeLandingHtml(options.dir!, bundle);
      for (const fileName of [...Object.keys(bundle), LANDING_HTML]) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const LANDING_HTML = 'landing.html';

/**
 * `landing.html`: index.html plus modulepreload hints for the landing page's lazy chunk and what it
 * imports, so the browser fetches them with the entry instead of after it has run (one round trip
 * less before the hero paints: issue 10, Lighthouse). The API serves it for `/` only.
 */
function writeLandingHtml(dir: string, bundle: Record<string, OutputAsset | OutputChunk>) {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const landing = chunks.find((c) =>
    c.facadeModuleId?.endsWith('src/routes/public/landing-page.tsx'),
  );
  const index = path.join(dir, 'index.html');
  if (!landing || !fs.existsSync(index)) return;
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(landing);
  const html = fs.readFileSync(index, 'utf8');
  const links = [
    ...[...files]
      .filter((f) => !html.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...css]
      .filter((f) => !html.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  fs.writeFileSync(
    path.join(dir, LANDING_HTML),
    html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
  );
}

// Areas and pages are split by React.lazy in the route files; this only keeps the
// React runtime in one long-cached vendor chunk shared by every page.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
