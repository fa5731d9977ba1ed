// The sticky bar under the expert list while experts are chosen: how many, "Request N experts"
// (one request naming them all) and a way to clear the choice. Each card's checkbox states
// whether that expert is chosen, so the bar adds no live region of its own.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { andListIn } from '../../../i18n/and-list';

export interface ChosenExpert {
  peopleId: string;
  name: string;
}

export function RequestSelectionBar({ chosen, onRequest, onClear }: { chosen: ChosenExpert[]; onRequest: () => void; onClear: () => void }) {
  const intl = useIntl();
  const count = chosen.length;
  if (count === 0) return null;
  return (
    <div className="sticky-bottom bg-body border-top shadow-sm py-2 px-3 d-flex flex-wrap align-items-center gap-2" data-testid="request-selection-bar">
      <span className="me-auto small text-truncate" style={{ minWidth: 0, maxWidth: '100%' }}>
        {andListIn(intl, chosen.map((expert) => expert.name))}
      </span>
      <Button variant="outline-secondary" size="sm" onClick={onClear}>
        <FormattedMessage id="experts.selection.clear" />
      </Button>
      <Button size="sm" onClick={onRequest}>
        <FormattedMessage id="experts.selection.request" values={{ count }} />
      </Button>
    </div>
  );
}
