// The browser's loaded message catalogs, by language and part (imports/i18n/define-area.ts): the
// `public` part (the shell) before the first render, a public screen's parts with its screen, the
// `app` part (and with it every other) with the first screen or dialog beyond the public pages
// (lazy-component.ts asks for them), and every part asked for so far again when the language
// changes. Loaders come from the build (client/start-app.tsx registers `virtual:i18n-catalogs`);
// the server renderer and tests put whole catalogs in with primeMessages. Free of React: the
// browser's entry chunk starts the first load (client/main.tsx).
import type { MessageFormatElement } from 'react-intl';
import { CATALOG_PARTS, type CatalogPart } from '../../i18n/define-area';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';

export type Messages = Record<string, string | MessageFormatElement[]>;
export type CatalogLoaders = Record<Locale, Record<CatalogPart, () => Promise<{ default: Messages }>>>;

let loaders: CatalogLoaders | null = null;
const loaded = new Map<Locale, Map<CatalogPart, Messages>>();
const loading = new Map<string, Promise<void>>();
/** Merged messages by language (or language and parts). */
const merged = new Map<string, Messages>();
const listeners = new Set<() => void>();
/** The parts the screens shown so far asked for, which a language switch loads too. */
const wanted = new Set<CatalogPart>(['public']);
let active: Locale = DEFAULT_LOCALE;

function changed(locale: Locale): void {
  for (const key of merged.keys()) if (key === locale || key.startsWith(`${locale}/`)) merged.delete(key);
  for (const listener of listeners) listener();
}

export function setCatalogLoaders(next: CatalogLoaders): void {
  loaders = next;
}

/** Puts a part's messages in directly (the server renderer, tests). */
export function primeMessages(locale: Locale, part: CatalogPart, messages: Messages): void {
  const parts = loaded.get(locale) ?? new Map<CatalogPart, Messages>();
  parts.set(part, messages);
  loaded.set(locale, parts);
  changed(locale);
}

export function hasMessages(locale: Locale, part: CatalogPart): boolean {
  return loaded.get(locale)?.has(part) === true;
}

/** Loads one part of one language (once); resolves at once when it is there. */
export function loadMessages(locale: Locale, part: CatalogPart): Promise<void> {
  if (hasMessages(locale, part)) return Promise.resolve();
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    if (!loaders) return Promise.reject(new Error('No message catalogs were registered'));
    pending = loaders[locale][part]().then(
      (module) => primeMessages(locale, part, module.default),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Every part a language needs now: the ones asked for so far. */
export function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([...wanted].map((part) => loadMessages(locale, part))).then(() => undefined);
}

/**
 * The parts a screen or dialog renders with, in the language on screen (and in any language
 * switched to later). `app` brings every part: the screens beyond the public pages show
 * projects, experts and list labels too.
 */
export function wantMessages(parts: readonly CatalogPart[]): Promise<void> {
  const asked = parts.includes('app') ? CATALOG_PARTS : parts;
  for (const part of asked) wanted.add(part);
  return Promise.all(asked.map((part) => loadMessages(active, part))).then(() => undefined);
}

/** The language on screen, for loads that start outside React (lazy screens and dialogs). */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}

export function activeLocale(): Locale {
  return active;
}

/**
 * A language's loaded messages, all parts together, or only `parts` (the server renders a page
 * with the parts the browser hydrates it with); the same object until a part is added.
 */
export function messagesOf(locale: Locale, parts?: readonly CatalogPart[]): Messages {
  const key = parts ? `${locale}/${parts.join('+')}` : locale;
  let messages = merged.get(key);
  if (!messages) {
    const loadedParts = loaded.get(locale) ?? new Map<CatalogPart, Messages>();
    const chosen = parts ? parts.map((part) => loadedParts.get(part)) : [...loadedParts.values()];
    messages = Object.assign({}, ...chosen) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The parts the server named for the page's screen (`page-catalogs`), known ones only. */
function pageCatalogParts(doc: Document): CatalogPart[] {
  try {
    const named = JSON.parse(doc.getElementById('page-catalogs')?.textContent || '[]') as unknown;
    return Array.isArray(named) ? CATALOG_PARTS.filter((part) => named.includes(part)) : [];
  } catch {
    return [];
  }
}

/**
 * The browser's first language: the one the server wrote on `<html lang>` (request-locale.ts).
 * Resolves with the shell's part; the parts the server named for a rendered page's screen load
 * alongside (its chunk waits for them), not after the app's chunks.
 */
export function startMessages(registered: CatalogLoaders, doc: Document = document): Promise<void> {
  setCatalogLoaders(registered);
  const lang = doc.documentElement.lang;
  setActiveLocale(isLocale(lang) ? lang : DEFAULT_LOCALE);
  const screenParts = pageCatalogParts(doc);
  if (screenParts.length > 0) wantMessages(screenParts).catch(() => {}); // the screen's chunk asks again and reports
  return loadMessages(active, 'public');
}
