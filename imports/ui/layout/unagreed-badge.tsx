// The red count of documents waiting for the user's agreement; absent when there are none.
import Badge from 'react-bootstrap/Badge';

export function UnagreedBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge bg="danger" pill>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {count} {count === 1 ? 'document' : 'documents'} to agree to
      </span>
    </Badge>
  );
}
