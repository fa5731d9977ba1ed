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

/** Presses Tab (or `key`, 'Shift+Tab' to go back) until `target` has the focus, at most `max` times; answers whether it got there. */
export async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<boolean> {
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
        await page.keyboard.press(key);
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

/**
 * Whether the focused element shows its focus (an outline, or Bootstrap's focus shadow), polled
 * until it does (a button's shadow fades in): false when nothing but the page has the focus.
 */
export function focusShown(page: Page, wait = WAIT): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const element = document.activeElement;
        if (!element || element === document.body) return false;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        return outline || (style.boxShadow !== 'none' && !/^(rgba\(0, 0, 0, 0\)|transparent) 0px 0px 0px 0px$/.test(style.boxShadow));
      },
      undefined,
      wait,
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Chooses the option labelled `label` of the focused `<select>` with the arrow keys, as a
 * keyboard user does (a closed select takes each arrow as a choice), one press at a time, each
 * waiting until the choice took; answers whether it got there.
 */
export async function chooseByKeyboard(page: Page, select: Locator, label: string, max = 20): Promise<boolean> {
  const state = () =>
    select.evaluate((element, wanted) => {
      const options = [...(element as HTMLSelectElement).options].map((option) => option.text.trim());
      return { at: (element as HTMLSelectElement).selectedIndex, target: options.indexOf(wanted) };
    }, label);
  for (let presses = 0; presses < max; presses += 1) {
    const { at, target } = await state();
    if (target < 0) return false;
    if (at === target) return true;
    await page.keyboard.press(target > at ? 'ArrowDown' : 'ArrowUp');
    // A list's order goes through the address first: poll until the select shows the step (or
    // give up after WAIT: the next round presses again or reports where it stopped).
    await select.evaluate(
      (element, [before, timeout]) =>
        new Promise<void>((resolve) => {
          const until = Date.now() + timeout;
          const check = () => ((element as HTMLSelectElement).selectedIndex !== before || Date.now() > until ? resolve() : setTimeout(check, 50));
          check();
        }),
      [at, WAIT.timeout] as const,
    );
  }
  const { at, target } = await state();
  return at === target;
}
