// The message ids as a type, from the English catalogs: a misspelled or missing id in
// `<FormattedMessage id>`, `intl.formatMessage({ id })` or a server message fails the typecheck.
// Type-only: importing this file brings no catalog into a bundle.
import type { AREAS } from './catalogs';

type EnglishKeys<A> = A extends { en: infer E } ? keyof E : never;

export type MessageId = { [Area in keyof typeof AREAS]: EnglishKeys<(typeof AREAS)[Area]> }[keyof typeof AREAS] & string;

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

declare global {
  // react-intl and @formatjs/intl read their descriptor's id type from here.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
