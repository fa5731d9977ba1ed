// The directory's filters: the public lists' one panel with the directory's own "Available by"
// date, and a rate filter (a maximum) for those who see experts' rates. Every change goes
// straight into the address (and so into the list).
import Form from 'react-bootstrap/Form';
import type { PeopleFilters, PeopleSort } from '../../../api/people/filters';
import { ListFilterPanel } from '../../components/filters/list-filter-panel';
import type { RateFilterValue } from '../../components/filters/rate-filter';
import { FILTER_WORDS } from '../../components/page/words';
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
  { value: 'newest', label: 'Newest first' },
  { value: 'available', label: 'Available soonest' },
  { value: 'experience', label: 'Most experienced' },
  { value: 'relevance', label: FILTER_WORDS.bestMatch, byText: true },
];

/** The directory filters by a maximum rate only. */
const maxRate = (rate: RateFilterValue | undefined): PeopleFilters['rate'] => (rate?.max === undefined ? undefined : { max: rate.max, currency: rate.currency, unit: rate.unit });

export function ExpertFilters({ filters, onChange, filtered, onReset }: ExpertFiltersProps) {
  const shown = canSeeExpertRates(useCurrentAccount().user);
  const setAvailableBy = (day: string) => {
    const { availableBy: _previous, ...others } = filters;
    onChange(day ? { ...others, availableBy: new Date(`${day}T00:00:00Z`) } : others);
  };
  return (
    <ListFilterPanel
      label="Filter experts"
      idPrefix="expert-filter"
      placeholder="Role or skill"
      filters={filters}
      onChange={onChange}
      filtered={filtered}
      onReset={onReset}
      sorts={SORTS}
      rate={{ shown, withMinimum: false, toFilter: maxRate }}
    >
      <Form.Group className="mb-3" controlId="expert-available">
        <Form.Label>Available by</Form.Label>
        <Form.Control type="date" value={filters.availableBy ? filters.availableBy.toISOString().slice(0, 10) : ''} onChange={(event) => setAvailableBy(event.target.value)} />
      </Form.Group>
    </ListFilterPanel>
  );
}
