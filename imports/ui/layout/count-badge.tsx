// A red count on a header control (documents to agree to, unread notifications): the number for
// the eye, a sentence for screen readers; absent when there is nothing to count.
import Badge from 'react-bootstrap/Badge';

export function CountBadge({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <Badge bg="danger" pill>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{text}</span>
    </Badge>
  );
}
