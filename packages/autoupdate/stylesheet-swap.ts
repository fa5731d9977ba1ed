// autoupdate's in-place stylesheet swap: for a CSS-only change the client adds a
// `<link rel="stylesheet" class="__meteor-css__">` for every new asset, waits until each has
// loaded, and only then removes the old stylesheets, so the page never shows unstyled. Old
// stylesheets are the links Meteor's class marks plus the links whose URL is one of the previous
// assets (the page's first stylesheet comes from the build's index.html, without the class).
// Deliberate difference: if a new stylesheet fails to load, the new links are dropped and the old
// ones kept (Meteor would wait forever). Left out: polling `link.sheet` for browsers without
// `onload` on links, and Meteor's extra 200 ms before removing the old links.
export const METEOR_CSS_CLASS = '__meteor-css__';

export interface Asset {
  url: string;
}

export type SwapOutcome = 'swapped' | 'failed';

function absolute(doc: Document, url: string): string {
  return new URL(url, doc.baseURI).href;
}

/** The stylesheet links the swap replaces. */
export function currentStylesheets(doc: Document, previous: readonly Asset[]): HTMLLinkElement[] {
  const previousUrls = new Set(previous.map((asset) => absolute(doc, asset.url)));
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].filter(
    (link) => link.classList.contains(METEOR_CSS_CLASS) || previousUrls.has(link.href),
  );
}

function loaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/** Replaces the previous assets' stylesheets with the next ones; resolves when done. */
export async function swapStylesheets(doc: Document, previous: readonly Asset[], next: readonly Asset[]): Promise<SwapOutcome> {
  const old = currentStylesheets(doc, previous);
  if (next.length === 0) {
    for (const link of old) link.remove();
    return 'swapped';
  }
  // New links go right after the old ones, so their place in the cascade stays the same.
  let anchor: Element | null = old[old.length - 1] ?? null;
  const added = next.map((asset) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.className = METEOR_CSS_CLASS;
    link.href = asset.url;
    const done = loaded(link);
    if (anchor) anchor.after(link);
    else doc.head.append(link);
    anchor = link;
    return { link, done };
  });
  const results = await Promise.all(added.map((entry) => entry.done));
  if (results.every(Boolean)) {
    for (const link of old) link.remove();
    return 'swapped';
  }
  console.error('Autoupdate: a new stylesheet failed to load; keeping the current ones');
  for (const { link } of added) link.remove();
  return 'failed';
}
