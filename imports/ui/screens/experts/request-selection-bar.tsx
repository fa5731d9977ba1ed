// The sticky bar under the expert list while experts are chosen: how many, "Request N experts"
// (one request naming them all) and a way to clear the choice. Each card's checkbox states
// whether that expert is chosen, so the bar adds no live region of its own.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

export interface ChosenExpert {
  peopleId: string;
  name: string;
}

/** "Anna K.", "Anna K. and Petr N.", "Anna K., Petr N. and Eva S." */
export function namesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The names as a list in the UI language (English as namesText writes it, without Intl's serial comma). */
export function namesIn(intl: IntlShape, names: string[]): string {
  return intl.locale === 'en' ? namesText(names) : intl.formatList(names, { type: 'conjunction' });
}

export function RequestSelectionBar({ chosen, onRequest, onClear }: { chosen: ChosenExpert[]; onRequest: () => void; onClear: () => void }) {
  const intl = useIntl();
  const count = chosen.length;
  if (count === 0) return null;
  return (
    <div className="sticky-bottom bg-body border-top shadow-sm py-2 px-3 d-flex flex-wrap align-items-center gap-2" data-testid="request-selection-bar">
      <span className="me-auto small text-truncate" style={{ minWidth: 0, maxWidth: '100%' }}>
        {namesIn(intl, chosen.map((expert) => expert.name))}
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
