// The language on screen and how to change it, for the language switchers. The app root owns the
// choice (imports/ui/app/app.tsx); the server renderer and tests give a fixed one.
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import type { CatalogPart } from '../../i18n/define-area';
import type { Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/message-ids';
import { type Messages, messagesOf, subscribeMessages } from './message-store';

export interface LocaleChoice {
  locale: Locale;
  /** Switches the whole app to `locale` once its messages are loaded, and remembers the choice. */
  changeLocale(locale: Locale): Promise<void>;
  /** Only these catalog parts (the server renderer: the parts the browser hydrates with); all loaded ones when absent. */
  parts?: readonly CatalogPart[];
}

const LocaleContext = createContext<LocaleChoice | null>(null);

export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleContext);
  if (!choice) throw new Error('useLocale() needs the app providers');
  return choice;
}

/**
 * A missing message id is a typecheck error, and the browser loads a screen's parts before it
 * renders; a message missing from the parts a page renders with on the server is a screen that
 * speaks with another part's messages (paths.ts names a screen's parts). Anything else the
 * formatter reports is worth a log.
 */
function intlErrorReporter(parts: readonly CatalogPart[] | undefined): (error: { code?: string; message?: string }) => void {
  return (error) => {
    if (error.code !== 'MISSING_TRANSLATION') console.error(error);
    else if (parts) console.error(`A message is not in the catalog parts (${parts.join(', ')}) this page renders with: ${error.message}`);
  };
}

function useMessages(locale: Locale, parts: readonly CatalogPart[] | undefined): Messages {
  return useSyncExternalStore(
    subscribeMessages,
    () => messagesOf(locale, parts),
    () => messagesOf(locale, parts),
  );
}

export function LocaleProvider({ choice, children }: { choice: LocaleChoice; children: ReactNode }) {
  const messages = useMessages(choice.locale, choice.parts);
  const onError = useMemo(() => intlErrorReporter(choice.parts), [choice.parts]);
  return (
    <LocaleContext value={choice}>
      <IntlProvider locale={choice.locale} defaultLocale="en" messages={messages as Record<MessageId, string>} onError={onError}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
