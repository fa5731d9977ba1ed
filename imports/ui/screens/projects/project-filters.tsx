// The list's filters: text search, skills, location, remote share, a language with a minimum
// level, a rate range and the order. Every change goes to the address (see use-list-query).
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DebouncedInput } from '../../components/filters/debounced-input';
import { LanguageLevelSelect } from '../../components/filters/language-level-select';
import { PlaceSelect } from '../../components/filters/place-select';
import { RateFilterFields } from '../../components/filters/rate-filter';
import { SkillPicker } from '../../components/filters/skill-picker';
import { type SortOption, SortSelect } from '../../components/filters/sort-select';
import { FILTER_WORDS, WORDS } from '../../components/page/words';
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
];

/** Drops keys set to undefined, so the filters stay minimal. */
function clean(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Filters;
}

export interface ProjectFiltersProps {
  filters: Filters;
  onChange(filters: Filters): void;
  onReset(): void;
}

export function ProjectFilters({ filters, onChange, onReset }: ProjectFiltersProps) {
  const change = (changes: Partial<Filters>) => onChange(clean({ ...filters, ...changes }));
  return (
    <Form role="search" aria-label="Filter projects" onSubmit={(event) => event.preventDefault()}>
      <Form.Group className="mb-3" controlId="project-filter-text">
        <Form.Label>{FILTER_WORDS.search}</Form.Label>
        <DebouncedInput type="search" placeholder="Title, summary or skill" maxLength={100} value={filters.text ?? ''} onCommit={(text) => change({ text: text.trim() || undefined })} />
      </Form.Group>
      <SkillPicker skills={filters.skills ?? []} onChange={(skills) => change({ skills: skills.length > 0 ? skills : undefined })} />
      <PlaceSelect controlId="project-filter-location" value={{ country: filters.country, continent: filters.continent }} onChange={({ country, continent }) => change({ country, continent })} />
      <Form.Group className="mb-3" controlId="project-filter-remote">
        <Form.Label>Remote share</Form.Label>
        <Form.Select value={filters.remote?.toString() ?? ''} onChange={(event) => change({ remote: event.target.value === '' ? undefined : Number(event.target.value) })}>
          {REMOTE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <LanguageLevelSelect idPrefix="project-filter" value={{ language: filters.language, languageLevel: filters.languageLevel }} onChange={change} />
      <RateFilterFields idPrefix="project-filter" rate={filters.rate} onChange={(rate) => change({ rate })} />
      <SortSelect controlId="project-filter-sort" options={SORT_OPTIONS} value={filters.sort} onChange={(sort) => change({ sort })} />
      {hasFilters(filters) && (
        <Button variant="outline-secondary" className="w-100" onClick={onReset}>
          {WORDS.resetFilters}
        </Button>
      )}
    </Form>
  );
}
