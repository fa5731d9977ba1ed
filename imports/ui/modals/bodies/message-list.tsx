// A bulleted list whose items are messages (what a dialog explains point by point).
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

export function MessageList({ ids, className }: { ids: readonly MessageId[]; className?: string }) {
  return (
    <ul className={className}>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}
