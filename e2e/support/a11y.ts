import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const ANIMATIONS_DONE = `Promise.race([
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  ),
  new Promise((resolve) => setTimeout(resolve, 1000)),
])`;

/** Waits until the page has finished loading its data (no loader, skeleton or busy region left). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await expect(page.locator('.animate-pulse, [role="status"]:has(> .animate-spin)')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
  // Entry animations and transitions (a toast fading in, a pop-in) end before colours are measured:
  // a fixed 250 ms once caught a toast half faded in on a busy machine (contrast 1.61). Endless
  // ones (a pulse, a spinner) are left out; at most 1 s, in case one is paused.
  await page.evaluate(ANIMATIONS_DONE);
}

/**
 * A violation reported to the owner of a page, not fixable in shared code: the rule id plus a piece of
 * the offending element's selector. It is listed as a test annotation instead of failing the run;
 * every other violation, on the same page too, still fails.
 */
export type KnownViolation = { rule: string; target: string; page: string; owner: string };

/**
 * axe-core scan (WCAG 2.0/2.1 A and AA) of the page as it is now; fails listing every violation with
 * its rule, impact and the offending elements. LBI (Lei 13.146/2015) art. 63 requires accessible sites.
 */
export async function expectNoA11yViolations(
  page: Page,
  opts: { include?: string; exclude?: string[]; soft?: boolean; known?: KnownViolation[] } = {},
) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (opts.include) builder = builder.include(opts.include);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations: all } = await builder.analyze();
  const isKnown = (id: string, target: string) =>
    opts.known?.find(
      (k) => k.rule === id && target.includes(k.target) && page.url().includes(k.page),
    );
  const violations = all
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isKnown(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0);
  for (const v of all)
    for (const n of v.nodes) {
      const known = isKnown(v.id, n.target.join(' '));
      if (known) {
        const description = `${v.id} at ${n.target.join(' ')} on ${page.url()} — ${known.owner}`;
        test.info().annotations.push({ type: 'known a11y violation', description });
        console.warn(`known a11y violation: ${description}`);
      }
    }
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        )
        .join('\n'),
  );
  (opts.soft ? expect.soft : expect)(report, `axe violations on ${page.url()}`).toEqual([]);
}
