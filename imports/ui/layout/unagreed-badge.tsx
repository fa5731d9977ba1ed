// The red count of documents waiting for the user's agreement; absent when there are none.
import { useIntl } from 'react-intl';
import { CountBadge } from './count-badge';

export function UnagreedBadge({ count }: { count: number }) {
  const intl = useIntl();
  return <CountBadge count={count} text={intl.formatMessage({ id: 'account-menu.unagreed' }, { count })} />;
}
