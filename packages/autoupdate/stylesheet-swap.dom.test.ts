// The stylesheet swap on jsdom's document. jsdom does not fetch stylesheets, so each test plays
// the browser's part by firing `load` (or `error`) on the links the swap added.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METEOR_CSS_CLASS, currentStylesheets, swapStylesheets } from './stylesheet-swap';

function addLink(href: string, className = ''): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (className) link.className = className;
  document.head.append(link);
  return link;
}

function sheetHrefs(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].map((l) => new URL(l.href).pathname);
}

function added(): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>(`link.${METEOR_CSS_CLASS}`)];
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('swapStylesheets', () => {
  it('finds the build page link by URL and links the swap added by class, nothing else', () => {
    addLink('/engine/assets/index-1.css');
    addLink('/other/print.css');
    addLink('/engine/assets/extra.css', METEOR_CSS_CLASS);
    const found = currentStylesheets(document, [{ url: '/engine/assets/index-1.css' }]).map((l) => new URL(l.href).pathname);
    expect(found).toEqual(['/engine/assets/index-1.css', '/engine/assets/extra.css']);
  });

  it('adds the new stylesheets in place and removes the old ones only after all loaded', async () => {
    addLink('/engine/assets/index-1.css');
    addLink('/other/print.css');
    const done = swapStylesheets(document, [{ url: '/engine/assets/index-1.css' }], [{ url: '/engine/assets/index-2.css' }, { url: '/engine/assets/more-2.css' }]);
    // Both old and new are present while the new ones load; the new ones follow the old one.
    expect(sheetHrefs()).toEqual(['/engine/assets/index-1.css', '/engine/assets/index-2.css', '/engine/assets/more-2.css', '/other/print.css']);
    added()[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(sheetHrefs()).toContain('/engine/assets/index-1.css');
    added()[1]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('swapped');
    expect(sheetHrefs()).toEqual(['/engine/assets/index-2.css', '/engine/assets/more-2.css', '/other/print.css']);
  });

  it('a second swap replaces the links the first one added', async () => {
    addLink('/engine/assets/index-1.css');
    const first = swapStylesheets(document, [{ url: '/engine/assets/index-1.css' }], [{ url: '/engine/assets/index-2.css' }]);
    added()[0]!.dispatchEvent(new Event('load'));
    await first;
    const second = swapStylesheets(document, [{ url: '/engine/assets/index-2.css' }], [{ url: '/engine/assets/index-3.css' }]);
    added()[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe('swapped');
    expect(sheetHrefs()).toEqual(['/engine/assets/index-3.css']);
  });

  it('keeps the old stylesheets when a new one fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    addLink('/engine/assets/index-1.css');
    const done = swapStylesheets(document, [{ url: '/engine/assets/index-1.css' }], [{ url: '/engine/assets/index-2.css' }]);
    added()[0]!.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBe('failed');
    expect(sheetHrefs()).toEqual(['/engine/assets/index-1.css']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('with no new assets removes the old stylesheets at once', async () => {
    addLink('/engine/assets/index-1.css');
    await expect(swapStylesheets(document, [{ url: '/engine/assets/index-1.css' }], [])).resolves.toBe('swapped');
    expect(sheetHrefs()).toEqual([]);
  });

  it('appends to the head when there was no stylesheet before', async () => {
    const done = swapStylesheets(document, [], [{ url: '/engine/assets/index-2.css' }]);
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('swapped');
    expect(sheetHrefs()).toEqual(['/engine/assets/index-2.css']);
  });
});
