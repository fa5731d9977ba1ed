// The language choice in a cookie, for the server renderer (request-locale.ts): the login lives
// in the browser's storage, so the server renders every page as a visitor and reads the language
// from here. Written when the language changes (a switch, or the signed-in user's saved choice).
import { LANGUAGE_COOKIE, type Locale } from '../../i18n/locales';

export function writeLanguageCookie(locale: Locale, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/engine; Max-Age=31536000; SameSite=Lax${secure}`;
}
