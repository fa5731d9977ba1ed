// The language on screen and how to change it, for the language switchers. The app root owns the
// choice (imports/ui/app/app.tsx); the server renderer and tests give a fixed one.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/message-ids';
import { type Messages, messagesOf, subscribeMessages } from './message-store';

export interface LocaleChoice {
  locale: Locale;
  /** Switches the whole app to `locale` once its messages are loaded, and remembers the choice. */
  changeLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleChoice | null>(null);

export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleContext);
  if (!choice) throw new Error('useLocale() needs the app providers');
  return choice;
}

/** A missing message is a typecheck error; anything else the formatter reports is worth a log. */
function reportIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

function useMessages(locale: Locale): Messages {
  return useSyncExternalStore(
    subscribeMessages,
    () => messagesOf(locale),
    () => messagesOf(locale),
  );
}

export function LocaleProvider({ choice, children }: { choice: LocaleChoice; children: ReactNode }) {
  const messages = useMessages(choice.locale);
  return (
    <LocaleContext value={choice}>
      <IntlProvider locale={choice.locale} defaultLocale="en" messages={messages as Record<MessageId, string>} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
