// The red count of documents waiting for the user's agreement; absent when there are none.
import { CountBadge } from './count-badge';

export function UnagreedBadge({ count }: { count: number }) {
  return <CountBadge count={count} text={`${count} ${count === 1 ? 'document' : 'documents'} to agree to`} />;
}
