// Server-side paging under a table: "Previous page", "Page 3 of 12", "Next page". Pages are
// 1-based as users count them; the screen keeps the page in the address.
import Button from 'react-bootstrap/Button';
import { formatCount, WORDS } from './words';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function Pager({ page, pageCount, onPage, disabled = false }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="d-flex align-items-center justify-content-center gap-3 my-3">
      <Button variant="outline-secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {WORDS.previousPage}
      </Button>
      <span aria-current="page">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
        {WORDS.nextPage}
      </Button>
    </nav>
  );
}
