// A public list's count line: "1 project found", "1,234 projects found, showing 20", "No projects
// found". Each list words it in its own two plural messages (`{count}` and `{shown}`).
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

export function useFoundText(found: MessageId, foundShowing: MessageId): (count: number, shown?: number) => string {
  const intl = useIntl();
  return (count, shown) =>
    count > 0 && shown !== undefined && shown < count ? intl.formatMessage({ id: foundShowing }, { count, shown }) : intl.formatMessage({ id: found }, { count });
}
