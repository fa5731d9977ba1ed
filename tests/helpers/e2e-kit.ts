// What every browser test file shares besides its session (e2e-session.ts): the two viewports the
// screens must work at, the wait for anything the app does over the network, and the keyboard walk.
import type { Locator, Page } from 'playwright-core';

/** How long a locator or poll may wait for the app (under load, two files and four engineers share two cores). */
export const WAIT = { timeout: 15_000 };
/** For the back office's longest walks (a live table after another browser's change). */
export const SLOW_WAIT = { timeout: 30_000 };

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export type Viewport = typeof DESKTOP;

/** Waits until `locator` is visible. */
export const shown = (locator: Locator, wait = WAIT): Promise<void> => locator.waitFor({ state: 'visible', timeout: wait.timeout });

/** Waits until `locator` is hidden or gone. */
export const gone = (locator: Locator, wait = WAIT): Promise<void> => locator.waitFor({ state: 'hidden', timeout: wait.timeout });

/** Whether `target` has the focus (false when it is not in the page). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus, at most `max` times; answers whether it got there. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<boolean> {
  // The element is looked up once, not before every press (a role query walks the whole page and
  // cost more than the press), and again only if a render replaced it; none (or several) is false.
  const find = () => target.elementHandle({ timeout: WAIT.timeout }).catch(() => null);
  let element = await find();
  let presses = 0;
  try {
    for (;;) {
      const focused = element ? await element.evaluate((node) => (node.isConnected ? node === document.activeElement : 'replaced')) : false;
      if (focused === 'replaced') {
        await element?.dispose();
        element = await find();
      } else if (focused || presses >= max) {
        return focused;
      } else {
        await page.keyboard.press('Tab');
        presses += 1;
      }
    }
  } finally {
    await element?.dispose();
  }
}

/** How far the document, or any table in its scroll box, scrolls sideways (0 when all fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      ...[...document.querySelectorAll('.table-responsive')].map((box) => box.scrollWidth - box.clientWidth),
    ),
  );
}
