// After `vite build`: writes the public pages that look the same for everyone as HTML, and
// dist/prerendered.json (path → file), which the API serves for those paths (decision 1005).
// - Each page is rendered to HTML (SSR build of src/prerender.tsx) inside `<div id="root">`: it
//   paints from HTML and CSS alone.
// - Its JavaScript starts once the page has painted (a small boot script imports the entry), so the
//   React runtime does not compete with the CSS and the font for the first paint; the entry then
//   hydrates the HTML (src/main.tsx). Links work before that; buttons and forms once hydrated.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `anyQuery`: the page reads nothing from the query string, so `/?utm_source=…` gets it too. */
const PAGES = [
  { url: '/', file: 'landing.html', anyQuery: true },
  { url: '/sign-in', file: 'prerendered/sign-in.html' },
  ...['administrator', 'company', 'collaborator', 'psychologist'].map((role) => ({
    url: `/${role}/auth/sign-in`,
    file: `prerendered/${role}-sign-in.html`,
  })),
];

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const { prerender, loaderShell } = await import(pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href);

const indexFile = path.join(dist, 'index.html');
const index = fs.readFileSync(indexFile, 'utf8');
let shell = index;
const entry = shell.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
if (!entry) throw new Error('prerender: no module entry in index.html');
shell = shell.replace(entry[0], '').replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '');

// Once the page has painted (the browser's first-contentful-paint entry), or 3 s after `load` where
// that entry never comes, the entry is imported: no byte of JavaScript competes with the first paint.
// A button pressed before the page is hydrated is held (React would drop that click) and pressed
// again once it is: src/app/app-routes.tsx calls `acolherHydrated` when the page is hydrated.
const boot = `(function(){var s=0,ready=0,held=null;function go(){if(!s){s=1;import(${JSON.stringify(entry[1])})}}
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){}
addEventListener('load',function(){setTimeout(go,3000)});
document.addEventListener('click',function(e){if(ready)return;var b=e.target instanceof Element&&e.target.closest('#root button');if(b){e.stopPropagation();e.preventDefault();held=b}},true);
window.acolherHydrated=function(){if(ready)return;ready=1;var b=held;held=null;if(b&&b.isConnected)b.click()}})();
`;
const bootFile = `assets/boot-${crypto.createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
fs.writeFileSync(path.join(dist, bootFile), boot);

const empty = '<div id="root"></div>';
if (!shell.includes(empty)) throw new Error('prerender: no empty #root in index.html');
function writeCompressed(file, text) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}
const kb = (n) => (n / 1024).toFixed(1);
const manifest = {};
for (const page of PAGES) {
  const body = await prerender(page.url);
  if (!body.includes('<h1')) throw new Error(`prerender: ${page.url} rendered without its <h1>`);
  const html = shell
    .replace(empty, `<div id="root" data-prerendered>${body}</div>`)
    .replace('</body>', `  <script src="/${bootFile}" defer></script>\n  </body>`);
  const file = path.join(dist, page.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeCompressed(file, html);
  manifest[page.url] = { file: page.file, anyQuery: page.anyQuery ?? false };
  console.log(`prerender: ${page.url} → ${page.file} ${kb(html.length)} KB (${kb(zlib.gzipSync(html).length)} KB gzip)`);
}
fs.writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// Every other page (the areas) starts as the app's full-screen loader: painted from HTML and CSS.
writeCompressed(indexFile, index.replace(empty, `<div id="root">${loaderShell()}</div>`));
console.log('prerender: index.html starts with the full-screen loader');
