// The list's filters: the public lists' one panel (text search, skills, location, a language with
// a minimum level, a rate range and the order) with the projects' own remote share. Every change
// goes to the address (see use-list-query).
import Form from 'react-bootstrap/Form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { ListFilterPanel } from '../../components/filters/list-filter-panel';
import { useFilterChanges } from '../../components/filters/use-filter-changes';
import type { SortOption } from '../../components/filters/sort-select';
import { ChoiceOptions } from '../../components/page/choice-filter';
import type { ProjectFilters as Filters, ProjectSort } from '../../../api/projects/filters';
import { hasFilters } from './filters-query';

const remoteOptions = (intl: IntlShape) => [
  { value: '', label: intl.formatMessage({ id: 'projects.filters.remoteAny' }) },
  ...[20, 50, 80].map((percent) => ({ value: String(percent), label: intl.formatMessage({ id: 'projects.filters.remoteAtLeast' }, { percent }) })),
  { value: '100', label: intl.formatMessage({ id: 'projects.facts.fullyRemote' }) },
];

const SORT_OPTIONS: SortOption<ProjectSort>[] = [
  { value: 'newest', labelId: 'listKit.sort.newest' },
  { value: 'start', labelId: 'projects.sort.start' },
  { value: 'rate', labelId: 'projects.sort.rate', byPrice: true },
  { value: 'relevance', labelId: 'listKit.sort.bestMatch', byText: true },
  { value: 'fit', labelId: 'projects.sort.fit', byFit: true },
];

const RATE = { shown: true, withMinimum: true, toFilter: (rate: Filters['rate']) => rate };

export interface ProjectFiltersProps {
  filters: Filters;
  onChange(filters: Filters): void;
  onReset(): void;
}

export function ProjectFilters({ filters, onChange, onReset }: ProjectFiltersProps) {
  const intl = useIntl();
  const changes = useFilterChanges(filters, onChange, onReset);
  return (
    <ListFilterPanel
      label={intl.formatMessage({ id: 'projects.filters.label' })}
      idPrefix="project-filter"
      placeholder={intl.formatMessage({ id: 'projects.filters.placeholder' })}
      filters={filters}
      changes={changes}
      filtered={hasFilters(filters)}
      sorts={SORT_OPTIONS}
      rate={RATE}
    >
      <Form.Group className="mb-3" controlId="project-filter-remote">
        <Form.Label>
          <FormattedMessage id="projects.filters.remote" />
        </Form.Label>
        <Form.Select value={filters.remote?.toString() ?? ''} onChange={(event) => changes.change({ remote: event.target.value === '' ? undefined : Number(event.target.value) })}>
          <ChoiceOptions options={remoteOptions(intl)} />
        </Form.Select>
      </Form.Group>
    </ListFilterPanel>
  );
}
