// The app's language choice (the app root holds it): it starts in the page's language (the
// server's choice, message-store.ts), follows the signed-in user's saved language, and a switch
// loads the language's messages first, then re-renders everything at once, keeps the choice in
// the `lang` cookie (the server renders the next page load with it) and saves it on the user.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import type { AccountActions, AccountState } from '../lib/account-types';
import { writeLanguageCookie } from './language-cookie';
import type { LocaleChoice } from './locale-context';
import { activeLocale, loadLocale, setActiveLocale } from './message-store';

type TellServer = (language: Locale, remember: boolean) => Promise<unknown>;

export function useLocaleChoice(state: AccountState, callMethod: AccountActions['callMethod']): LocaleChoice {
  const [locale, setLocale] = useState<Locale>(activeLocale);
  const shown = useRef(locale);
  const tellServer = useCallback<TellServer>(
    (language, remember) => callMethod('users.setLanguage', language, remember).catch((error: unknown) => console.error('The language choice was not saved', error)),
    [callMethod],
  );
  const show = useCallback(async (next: Locale) => {
    await loadLocale(next);
    setActiveLocale(next);
    shown.current = next;
    setLocale(next);
    writeLanguageCookie(next);
    document.documentElement.lang = next;
  }, []);
  const changeLocale = useCallback(
    async (next: Locale) => {
      await show(next);
      // Saved on a signed-in user; the connection's language either way (mails before sign-in).
      await tellServer(next, true);
    },
    [show, tellServer],
  );
  // Mails sent before anyone signs in (sign-up, password reset) speak the page's language.
  useEffect(() => {
    if (shown.current !== DEFAULT_LOCALE) void tellServer(shown.current, false);
  }, [tellServer]);
  const userId = state.user?._id;
  const saved = state.user?.profile?.language;
  useEffect(() => {
    if (!userId) return;
    // The saved choice wins on sign-in; a user without one keeps (and saves) the language on screen.
    if (isLocale(saved)) {
      if (saved !== shown.current) void show(saved);
    } else void tellServer(shown.current, true);
  }, [userId, saved, show, tellServer]);
  return useMemo(() => ({ locale, changeLocale }), [locale, changeLocale]);
}
