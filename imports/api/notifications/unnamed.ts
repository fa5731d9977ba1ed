// A name an event could not learn (an account without a name, a project whose title is not
// public) is left out of the event, and the sentence words it in the reader's language when it is
// read (issue 20): a word stored with the event would reach a German reader in English.
// Events stored before kept the English word itself; that reads as the reader's word too.
import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '../../i18n/message-ids';
import type { NotificationKind, NotificationParams } from './kinds';

interface Unnamed {
  messageId: MessageId;
  storedBefore: string;
  /** The kinds where the parameter names someone who may be unnamed (a company's name is always known). */
  onlyIn?: readonly NotificationKind[];
}

const UNNAMED: Readonly<Record<string, Unnamed>> = {
  candidateName: { messageId: 'notificationKinds.unnamed.candidateName', storedBefore: 'A candidate' },
  projectTitle: { messageId: 'notificationKinds.unnamed.projectTitle', storedBefore: 'a project' },
  companyName: { messageId: 'notificationKinds.unnamed.companyName', storedBefore: 'A customer', onlyIn: ['request.sent', 'request.cancelled'] },
  inviterName: { messageId: 'notificationKinds.unnamed.inviterName', storedBefore: 'A colleague' },
  senderName: { messageId: 'notificationKinds.unnamed.senderName', storedBefore: 'Someone' },
  documentTitle: { messageId: 'notificationKinds.unnamed.documentTitle', storedBefore: 'a document' },
};

/** The reader's words for the names `params` lacks (or holds only as an older event's English word). */
export function unnamedWords(intl: Pick<IntlShape, 'formatMessage'>, kind: NotificationKind, params: NotificationParams): NotificationParams {
  const worded: NotificationParams = {};
  for (const [param, { messageId, storedBefore, onlyIn }] of Object.entries(UNNAMED)) {
    if (onlyIn && !onlyIn.includes(kind)) continue;
    const given = params[param];
    if (!given || given === storedBefore) worded[param] = intl.formatMessage({ id: messageId });
  }
  return worded;
}
