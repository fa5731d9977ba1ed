// One area of the message catalogs: a folder `messages/<part>/<area>/` with one JSON file per
// language (English the source, with every key) and an index.ts that names them with this
// function. `part` is when the browser loads the area (scripts/vite-i18n-catalogs.ts builds one
// chunk per language and part): `public` (the shell) before the first render of any page; a
// public screen's parts with its screen (the route table names them: imports/ui/app/paths.ts),
// before it renders; `app` with the first screen or dialog beyond the public pages, which brings
// every other part too (those screens show projects, experts and list labels as well).
import type { Locale } from './locales';

/** When the browser loads a part's catalogs (see above). */
export const CATALOG_PARTS = ['public', 'lists', 'projects', 'project-detail', 'experts', 'expert-detail', 'privacy-policy', 'app'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export type MessageMap = Record<string, string>;

export interface MessageArea<E extends MessageMap = MessageMap> {
  en: E;
  /** The translations; a key missing here falls back along FALLBACKS (catalogs.test.ts requires every key). */
  translations: Record<Exclude<Locale, 'en'>, Partial<Record<keyof E, string>>>;
}

export function defineArea<E extends MessageMap>(en: E, translations: MessageArea<E>['translations']): MessageArea<E> {
  return { en, translations };
}
