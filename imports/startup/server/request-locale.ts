// The language of a page load, as the server renderer and the `<html lang>` of every page take
// it: `?hl=` > the `lang` cookie (the browser keeps it in step with the signed-in user's saved
// choice) > Accept-Language > English (imports/i18n/locales.ts). The server cannot see the login
// (it lives in the browser's storage), so the cookie stands in for the saved choice.
import type { IncomingMessage } from 'node:http';
import { chooseLocale, cookieValue, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Locale } from '../../i18n/locales';

export function requestLocale(request: IncomingMessage, url = new URL(request.url ?? '/', 'http://localhost')): Locale {
  return chooseLocale({
    param: url.searchParams.get(LANGUAGE_PARAM),
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}
