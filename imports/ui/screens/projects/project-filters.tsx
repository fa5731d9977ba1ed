// The list's filters: the public lists' one panel (text search, skills, location, a language with
// a minimum level, a rate range and the order) with the projects' own remote share. Every change
// goes to the address (see use-list-query).
import Form from 'react-bootstrap/Form';
import { ListFilterPanel } from '../../components/filters/list-filter-panel';
import type { SortOption } from '../../components/filters/sort-select';
import { ChoiceOptions } from '../../components/page/choice-filter';
import { FILTER_WORDS } from '../../components/page/words';
import type { ProjectFilters as Filters, ProjectSort } from '../../../api/projects/filters';
import { hasFilters } from './filters-query';

const REMOTE_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '20', label: 'At least 20%' },
  { value: '50', label: 'At least 50%' },
  { value: '80', label: 'At least 80%' },
  { value: '100', label: 'Fully remote' },
];

const SORT_OPTIONS: SortOption<ProjectSort>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'start', label: 'Earliest start' },
  { value: 'rate', label: 'Highest rate', byPrice: true },
  { value: 'relevance', label: FILTER_WORDS.bestMatch, byText: true },
];

const RATE = { shown: true, withMinimum: true, toFilter: (rate: Filters['rate']) => rate };

export interface ProjectFiltersProps {
  filters: Filters;
  onChange(filters: Filters): void;
  onReset(): void;
}

export function ProjectFilters({ filters, onChange, onReset }: ProjectFiltersProps) {
  return (
    <ListFilterPanel
      label="Filter projects"
      idPrefix="project-filter"
      placeholder="Title, summary or skill"
      filters={filters}
      onChange={onChange}
      filtered={hasFilters(filters)}
      onReset={onReset}
      sorts={SORT_OPTIONS}
      rate={RATE}
    >
      <Form.Group className="mb-3" controlId="project-filter-remote">
        <Form.Label>Remote share</Form.Label>
        <Form.Select value={filters.remote?.toString() ?? ''} onChange={(event) => onChange({ ...filters, remote: event.target.value === '' ? undefined : Number(event.target.value) })}>
          <ChoiceOptions options={REMOTE_OPTIONS} />
        </Form.Select>
      </Form.Group>
    </ListFilterPanel>
  );
}
