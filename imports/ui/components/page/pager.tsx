// Server-side paging under a table: "Previous page", "Page 3 of 12", "Next page". Pages are
// 1-based as users count them; the screen keeps the page in the address.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCount, WORD_IDS } from './words';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function Pager({ page, pageCount, onPage, disabled = false }: PagerProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'page-kit.pages' })} className="d-flex align-items-center justify-content-center gap-3 my-3">
      <Button variant="outline-secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id={WORD_IDS.previousPage} />
      </Button>
      <span aria-current="page">
        <FormattedMessage id="page-kit.pageOf" values={{ page: formatCount(page, intl.locale), pageCount: formatCount(pageCount, intl.locale) }} />
      </span>
      <Button variant="outline-secondary" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
        <FormattedMessage id={WORD_IDS.nextPage} />
      </Button>
    </nav>
  );
}
