// A message as a plain string, for the props of the page kit that take words (titles, column
// headers, filter labels, captions) rather than elements.
import { useIntl } from 'react-intl';
import type { MessageId, MessageValues } from '../../../i18n/message-ids';

export type TextOf = (id: MessageId, values?: MessageValues) => string;

export function useText(): TextOf {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
