// Whether a screen fits its viewport: how far the document scrolls sideways, with the element that
// reaches furthest right named, so a failing test at 375 px says where to look.
import type { Page } from 'playwright-core';

export interface SidewaysOverflow {
  /** CSS pixels the document scrolls sideways (0 or less when all fits). */
  extra: number;
  /** The element reaching furthest past the right edge ('' when none does). */
  widest: string;
}

export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    let widest = '';
    let right = window.innerWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(box.right)} px)`;
      }
    }
    return { extra: document.documentElement.scrollWidth - window.innerWidth, widest };
  });
}
