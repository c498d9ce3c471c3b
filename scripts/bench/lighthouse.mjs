// Lighthouse on the landing, a sign-in page and the booking page (scripts/bench.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, LIGHTHOUSE_RUNS, TLS_PORT, rootRequire } from './config.mjs';
import { startTlsProxy } from '../lib/tls-proxy.mjs';
import { passOrFail } from './report.mjs';

export async function lighthouse(origin, f, collaborator) {
  let lh;
  let chromium;
  try {
    lh = (await import('lighthouse')).default;
    ({ chromium } = rootRequire('@playwright/test'));
  } catch (error) {
    console.log(`\nLighthouse not available: ${error.message}`);
    return;
  }
  const { CHROMIUM_ARGS } = {
    CHROMIUM_ARGS: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
  const port = API_PORT + 2;
  const tls = await startTlsProxy(API_PORT, TLS_PORT);
  // A persistent context is the browser's default one, the one Lighthouse opens its page in: the
  // session put in localStorage below is seen by the audited page. Lighthouse clears the HTTP cache
  // before each page (a cold load) and keeps localStorage (its default clearStorageTypes).
  const browser = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors', `--remote-debugging-port=${port}`],
  });
  try {
    const page = await browser.newPage();
    const me = await (
      await fetch(`${origin}/api/collaborators/${collaborator.uuid}`, {
        headers: collaborator.auth,
      })
    ).json();
    // The booking page needs a collaborator session (localStorage) on the audited origin. Opening
    // the sign-in page forgets it (spec), so it is stored again before every audit.
    const storeSession = async (at) => {
      await page.goto(`${at}/`);
      await page.evaluate(
        ([uuid, tok, user]) =>
          localStorage.setItem(
            'acolher:session:collaborator',
            JSON.stringify({ uuid, token: tok, user }),
          ),
        [collaborator.uuid, collaborator.auth.authorization.slice(7), me],
      );
    };
    const psychologist = f.psychologists.find((p) => p.n === 950);
    const pages = [
      ['landing', '/'],
      ['sign-in (collaborator)', '/collaborator/auth/sign-in'],
      ['booking page', `/collaborator/app/psychologists/${psychologist.uuid}`],
    ];
    const transports = [['HTTP/1.1, as `npm start` serves it', origin]];
    if (tls)
      transports.push(['HTTP/2 over TLS (local proxy), as a deployment serves it', tls.origin]);
    else console.log('\n(openssl not found: no HTTP/2 measurement)');
    for (const [transport, at] of transports) {
      console.log(
        `\nLighthouse 13, ${transport} (default mobile profile, simulated throttling, cold cache, median of ${LIGHTHOUSE_RUNS} runs)`,
      );
      console.log(
        'page'.padEnd(26),
        'performance'.padStart(12),
        'accessibility'.padStart(14),
        '  targets ≥95 / 100',
      );
      for (const [name, pathname] of pages) {
        const url = `${at}${pathname}`;
        const runs = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          await storeSession(at);
          const run = await lh(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          });
          // A page that did not load (no build, a 404, an error) has no score: never report it as one.
          if (run.lhr.runtimeError || run.lhr.categories.performance.score === null)
            throw new Error(
              `Lighthouse: ${url} could not be measured: ${run.lhr.runtimeError?.message ?? 'no score'}`,
            );
          // A redirect (e.g. to the sign-in for want of a session) would measure another page.
          if (new URL(run.lhr.finalDisplayedUrl).pathname !== pathname)
            throw new Error(`Lighthouse: ${url} ended at ${run.lhr.finalDisplayedUrl}`);
          runs.push(run);
          if (process.env.BENCH_LIGHTHOUSE_DIR) {
            const base = path.join(
              process.env.BENCH_LIGHTHOUSE_DIR,
              `${name.replace(/\W+/g, '-')}-${at.startsWith('https') ? 'h2' : 'h1'}-${i + 1}`,
            );
            fs.mkdirSync(path.dirname(base), { recursive: true });
            fs.writeFileSync(`${base}.json`, JSON.stringify(run.lhr));
            if (run.artifacts?.Trace)
              fs.writeFileSync(`${base}.trace.json`, JSON.stringify(run.artifacts.Trace));
          }
        }
        runs.sort(
          (a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score,
        );
        const result = runs[Math.floor(runs.length / 2)];
        const all = runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join('/');
        const perf = Math.round(result.lhr.categories.performance.score * 100);
        const a11y = Math.round(result.lhr.categories.accessibility.score * 100);
        const failing = Object.values(result.lhr.audits)
          .filter(
            (a) =>
              a.score === 0 &&
              result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id);
        console.log(
          name.padEnd(26),
          String(perf).padStart(12),
          String(a11y).padStart(14),
          `  ${passOrFail(perf >= 95 && a11y === 100)}${failing.length ? ` (a11y: ${failing.join(', ')})` : ''}`,
          `runs ${all}; FCP ${result.lhr.audits['first-contentful-paint'].displayValue}, LCP ${result.lhr.audits['largest-contentful-paint'].displayValue}, TBT ${result.lhr.audits['total-blocking-time'].displayValue}`,
        );
      }
    }
  } finally {
    await browser.close();
    tls?.close();
  }
}
