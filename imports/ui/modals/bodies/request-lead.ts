// The first sentence of a customer's request form, naming the experts asked about ("Felix V.",
// "Felix V., Krzysztof K. and Anna N.", joined by the caller) or none.
import type { MessageId } from '../../../i18n/message-ids';

/** What the sentence needs of an intl (react-intl's in the browser, a plain one in tests). */
interface MessageFormatter {
  formatMessage(descriptor: { id: MessageId }, values?: Record<string, string>): string;
}

/** "Tell us what you need and we will check Felix V.'s availability for you." */
export function requestLeadText(intl: MessageFormatter, expertName: string | undefined): string {
  return expertName ? intl.formatMessage({ id: 'modals.request.leadNamed' }, { name: expertName }) : intl.formatMessage({ id: 'modals.request.lead' });
}
