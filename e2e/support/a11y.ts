import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the page has finished loading its data (no loader, skeleton or busy region left). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await expect(page.locator('.animate-pulse, [role="status"]:has(> .animate-spin)')).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
  await page.waitForTimeout(250); // entry animations (pop-in, fade-in) end before colours are measured
}

/**
 * axe-core scan (WCAG 2.0/2.1 A and AA) of the page as it is now; fails listing every violation with
 * its rule, impact and the offending elements. LBI (Lei 13.146/2015) art. 63 requires accessible sites.
 */
export async function expectNoA11yViolations(
  page: Page,
  opts: { include?: string; exclude?: string[]; soft?: boolean } = {},
) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (opts.include) builder = builder.include(opts.include);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
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
