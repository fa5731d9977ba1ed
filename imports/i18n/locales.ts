// The product's languages and how a request's language is chosen. Shared by the browser, the
// server renderer, mails and errors: one list, one order of precedence.
export const LOCALES = ['en', 'de', 'cs', 'pl', 'sk', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The visitor's choice, readable by the server renderer (the login lives in the browser's storage). */
export const LANGUAGE_COOKIE = 'lang';
/**
 * A public page's address in one language, for search engines: `/engine/projects?hl=de` (the
 * interface-language parameter of Google's own pages; `lang` already filters the projects list
 * by a project's required language).
 */
export const LANGUAGE_PARAM = 'hl';

/**
 * Where a message missing in a language is looked up next, nearest first, English last. Slovak
 * readers understand Czech far better than English; the others fall back to English.
 */
export const FALLBACKS: Record<Locale, readonly Locale[]> = {
  en: [],
  de: ['en'],
  cs: ['en'],
  pl: ['en'],
  sk: ['cs', 'en'],
  hu: ['en'],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The catalogs a language's messages are merged from, English first, the language itself last. */
export function catalogChain(locale: Locale): Locale[] {
  return [...FALLBACKS[locale]].reverse().concat(locale);
}

/** The best of our languages for an `Accept-Language` header (RFC 9110 weights), or null. */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0 && !Number.isNaN(range.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => range.language).find(isLocale) ?? null;
}

/** The value of one cookie in a Cookie header (or `document.cookie`). */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export interface LocaleSources {
  /** `?hl=` of a public page's address. */
  param?: string | null;
  /** The signed-in user's saved choice. */
  saved?: unknown;
  cookie?: string;
  acceptLanguage?: string | null;
}

/**
 * The language to speak: an explicit address (`?hl=de`) > the signed-in user's saved choice >
 * the visitor's cookie > `Accept-Language` > English.
 */
export function chooseLocale({ param, saved, cookie, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(param)) return param;
  if (isLocale(saved)) return saved;
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** A language's name in itself ("Deutsch", "čeština"), capitalised for a menu. */
export function nativeLanguageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
