// Messages outside React on the server: mails, the English reason of an error (the browser words
// errors from their message id) and the server renderer's page heads. One formatter per language,
// made once (FormatJS's createIntl with a shared cache), over every catalog: never for the
// browser's bundle, which loads one language's catalogs (imports/ui/i18n/message-store.ts).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { messagesFor } from './catalogs';
import type { Locale } from './locales';
import type { MessageId, MessageValues } from './message-ids';

const cache = createIntlCache();
const formatters = new Map<Locale, IntlShape>();

export function intlFor(locale: Locale): IntlShape {
  let intl = formatters.get(locale);
  if (!intl) {
    // The messages are checked per id by MessageId; the merged map is keyed by string.
    intl = createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale) as Record<MessageId, string> }, cache);
    formatters.set(locale, intl);
  }
  return intl;
}

/** One message in one language. */
export function messageIn(locale: Locale, id: MessageId, values?: MessageValues): string {
  return intlFor(locale).formatMessage({ id }, values as Record<string, string | number | Date>);
}
