// The directory's filters: the public lists' one panel with the directory's own "Available by"
// date, and a rate filter (a maximum) for those who see experts' rates. Every change goes
// straight into the address (and so into the list).
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PeopleFilters, PeopleSort } from '../../../api/people/filters';
import { ListFilterPanel } from '../../components/filters/list-filter-panel';
import { useFilterChanges } from '../../components/filters/use-filter-changes';
import type { RateFilterValue } from '../../components/filters/rate-filter';
import type { SortOption } from '../../components/filters/sort-select';
import { useCurrentAccount } from '../../lib/account-context';
import { canSeeExpertRates } from '../../lib/account-types';

export interface ExpertFiltersProps {
  filters: PeopleFilters;
  onChange: (filters: PeopleFilters) => void;
  /** Whether any filter is set: then the panel offers to reset them. */
  filtered: boolean;
  onReset: () => void;
}

const SORTS: readonly SortOption<PeopleSort>[] = [
  { value: 'newest', labelId: 'listKit.sort.newest' },
  { value: 'available', labelId: 'experts.sort.available' },
  { value: 'experience', labelId: 'experts.sort.experience' },
  { value: 'relevance', labelId: 'listKit.sort.bestMatch', byText: true },
];

/** The directory filters by a maximum rate only. */
const maxRate = (rate: RateFilterValue | undefined): PeopleFilters['rate'] => (rate?.max === undefined ? undefined : { max: rate.max, currency: rate.currency, unit: rate.unit });

export function ExpertFilters({ filters, onChange, filtered, onReset }: ExpertFiltersProps) {
  const intl = useIntl();
  const shown = canSeeExpertRates(useCurrentAccount().user);
  const changes = useFilterChanges(filters, onChange, onReset);
  return (
    <ListFilterPanel
      label={intl.formatMessage({ id: 'experts.filters.label' })}
      idPrefix="expert-filter"
      placeholder={intl.formatMessage({ id: 'experts.filters.placeholder' })}
      filters={filters}
      changes={changes}
      filtered={filtered}
      sorts={SORTS}
      rate={{ shown, withMinimum: false, toFilter: maxRate }}
    >
      <Form.Group className="mb-3" controlId="expert-available">
        <Form.Label>
          <FormattedMessage id="experts.filters.availableBy" />
        </Form.Label>
        <Form.Control type="date" value={filters.availableBy ? filters.availableBy.toISOString().slice(0, 10) : ''} onChange={(event) => changes.change({ availableBy: event.target.value ? new Date(`${event.target.value}T00:00:00Z`) : undefined })} />
      </Form.Group>
    </ListFilterPanel>
  );
}
