// What a thread is about ("the request “…”", "the application to “…”") and who wrote, worded in
// the reader's language when read: the thread's kind and the title's first line are the data, so
// a German reader never gets the English words (issue 20). Shared by the bell and the mails.
import type { IntlShape } from '@formatjs/intl';
import type { ThreadKind } from './threads';

type Formatter = Pick<IntlShape, 'formatMessage'>;

const TITLE_MAX = 80;

/** The first line of a request's or project's title, shortened for a sentence. */
export function subjectTitleOf(value: string): string {
  const line = value.split('\n')[0]?.trim() ?? '';
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

export function isThreadKind(value: unknown): value is ThreadKind {
  return value === 'request' || value === 'application';
}

/** The thread's subject in the reader's words; an application whose project is gone is "…to a project". */
export function subjectText(intl: Formatter, kind: ThreadKind, title: string | undefined): string {
  if (kind === 'request') return intl.formatMessage({ id: 'conversation.subject.request' }, { title: title ?? '' });
  return title ? intl.formatMessage({ id: 'conversation.subject.application' }, { title }) : intl.formatMessage({ id: 'conversation.subject.applicationUnnamed' });
}

/** The sender's name as kept with a message, or the reader's word for someone without one ('Someone' is what older messages kept). */
export function senderText(intl: Formatter, senderName: string | undefined): string {
  return senderName && senderName !== 'Someone' ? senderName : intl.formatMessage({ id: 'notificationKinds.unnamed.senderName' });
}
