// Messages for a component rendered on its own in a test (the app's providers give them
// otherwise): `render(ui, { wrapper: IntlWrapper })`, English unless `intlWrapper(locale)`.
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { LocaleProvider } from '../i18n/locale-context';

export function intlWrapper(locale: Locale) {
  const choice = { locale, changeLocale: () => Promise.resolve() };
  return function IntlWrapper({ children }: { children: ReactNode }) {
    return <LocaleProvider choice={choice}>{children}</LocaleProvider>;
  };
}

export const IntlWrapper = intlWrapper('en');
