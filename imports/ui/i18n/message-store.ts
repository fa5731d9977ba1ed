// The browser's loaded message catalogs, by language and part (imports/i18n/define-area.ts): the
// `public` part before the first render, the `app` part with the first screen or dialog beyond
// the public pages (lazy-component.ts asks for it), and both again when the language changes.
// Loaders come from the build (client/start-app.tsx registers `virtual:i18n-catalogs`); the
// server renderer and tests put whole catalogs in with primeMessages. Free of React: the browser's
// entry chunk starts the first load (client/main.tsx).
import type { MessageFormatElement } from 'react-intl';
import type { CatalogPart } from '../../i18n/define-area';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';

export type Messages = Record<string, string | MessageFormatElement[]>;
export type CatalogLoaders = Record<Locale, Record<CatalogPart, () => Promise<{ default: Messages }>>>;

let loaders: CatalogLoaders | null = null;
const loaded = new Map<Locale, Map<CatalogPart, Messages>>();
const loading = new Map<string, Promise<void>>();
const merged = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
let appPartWanted = false;
let active: Locale = DEFAULT_LOCALE;

function changed(locale: Locale): void {
  merged.delete(locale);
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

/** Every part a language needs now: the public one, and the app's once any screen asked for it. */
export function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([loadMessages(locale, 'public'), appPartWanted ? loadMessages(locale, 'app') : undefined]).then(() => undefined);
}

/** The app part of the language on screen (and of any language switched to later). */
export function loadAppMessages(): Promise<void> {
  appPartWanted = true;
  return loadMessages(active, 'app');
}

/** The language on screen, for loads that start outside React (lazy screens and dialogs). */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}

export function activeLocale(): Locale {
  return active;
}

/** A language's loaded messages, all parts together (the same object until a part is added). */
export function messagesOf(locale: Locale): Messages {
  let messages = merged.get(locale);
  if (!messages) {
    messages = Object.assign({}, ...(loaded.get(locale)?.values() ?? [])) as Messages;
    merged.set(locale, messages);
  }
  return messages;
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's first language: the one the server wrote on `<html lang>` (request-locale.ts). */
export function startMessages(registered: CatalogLoaders, doc: Document = document): Promise<void> {
  setCatalogLoaders(registered);
  const lang = doc.documentElement.lang;
  setActiveLocale(isLocale(lang) ? lang : DEFAULT_LOCALE);
  return loadMessages(active, 'public');
}
