import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/**
 * With JOURNEY_SHOTS=<dir>: the screen at 390 px and 1280 px for a person to look at (the whole page,
 * or `target` alone), then the window's size as it was. `wait` lets charts and animations redraw.
 */
export async function shoot(
  page: Page,
  name: string,
  {
    target,
    fullPage = true,
    wait = 300,
  }: { target?: Locator; fullPage?: boolean; wait?: number } = {},
) {
  const dir = process.env.JOURNEY_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(wait);
    const path = `${dir}/${name}-${width}.png`;
    if (target) await target.screenshot({ path });
    else await page.screenshot({ path, fullPage });
  }
  if (size) await page.setViewportSize(size);
}
