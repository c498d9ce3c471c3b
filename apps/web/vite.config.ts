import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes `.br` and `.gz` next to every text asset of the build; the API serves them with
 * @fastify/static `preCompressed` (the CSS was 73 KB on the wire, ~12 KB compressed: docs/performance.md).
 */
function precompress(): Plugin {
  return {
    name: 'acolher-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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
      for (const fileName of Object.keys(bundle)) {
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

/**
 * React Router 7's package exports name only its development build, whose warnings stay on in
 * production (remix-run/react-router#12532, #14102); its production build ships beside it. Builds
 * use that one, so the minifier drops the warnings; the dev server and tests keep the warnings.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// Pages are split by the route tables' `lazy` (decision 1330); this only keeps the React runtime in
// one long-cached vendor chunk shared by every page.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && fs.existsSync(reactRouterProduction)
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // `npm run dev` (scripts/dev.mjs): the API on API_PORT, its WebSockets (the session room) too.
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: `http://localhost:${process.env.API_PORT ?? 3000}`,
        changeOrigin: true,
        ws: true,
      },
    },
  },
  preview: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Every browser the product supports (Chrome/Edge, Firefox 115+, Safari 17+) knows
    // <link rel="modulepreload">; the polyfill was 0.4 KB of every page's entry (decision 1001's budgets).
    modulePreload: { polyfill: false },
    // A shared chunk under 8 KB is copied into the chunks that import it rather than fetched on its
    // own (decision 1442): the booking page's 50 requests become 15. The prerender's SSR build keeps
    // its exports.
    rolldownOptions: {
      preserveEntrySignatures: isSsrBuild ? undefined : false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: isSsrBuild ? 0 : 8 * 1024,
          },
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
}));
