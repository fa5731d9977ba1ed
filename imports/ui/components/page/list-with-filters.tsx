// A list page's body: the filter panel (beside the results from 992 px, behind a "Show filters"
// toggle on phones), a live count line, and the results. The project list, the expert directory
// and every admin table use it, so filters sit and behave the same on every list.
import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ListWithFiltersProps {
  /** The filter form (a `<Form role="search">`). */
  filters: ReactNode;
  /** Whether any filter is set: the phone toggle says so while the panel is closed. */
  filtered: boolean;
  /** The count line ("12 projects found"); announced politely when it changes. */
  status?: ReactNode;
  children: ReactNode;
}

export function ListWithFilters({ filters, filtered, status, children }: ListWithFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const intl = useIntl();
  return (
    <Row className="g-4">
      <Col lg={4} xl={3} as="aside" aria-label={intl.formatMessage({ id: 'page-kit.filters' })}>
        <Button variant="outline-secondary" className="d-lg-none w-100 mb-3" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <FormattedMessage id={open ? 'page-kit.hideFilters' : filtered ? 'page-kit.showFiltersActive' : 'page-kit.showFilters'} />
        </Button>
        <div id={panelId} className={open ? undefined : 'd-none d-lg-block'}>
          {filters}
        </div>
      </Col>
      <Col lg={8} xl={9}>
        <p className="text-body-secondary" role="status" aria-live="polite">
          {status ?? ''}
        </p>
        {children}
      </Col>
    </Row>
  );
}
