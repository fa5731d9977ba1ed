// The list's filters: text search, skills, location, remote share, a language with a minimum
// level, a rate range and the order. Every change goes to the address (see use-list-query).
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PlaceSelect } from '../../components/filters/place-select';
import { SkillPicker } from '../../components/filters/skill-picker';
import { WORDS } from '../../components/page/words';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../../api/common/lists/language-levels';
import { type LanguageCode, LANGUAGES } from '../../../api/common/lists/languages';
import type { ProjectFilters as Filters, ProjectSort } from '../../../api/projects/filters';
import { DebouncedInput } from './debounced-input';
import { hasFilters } from './filters-query';
import { RateFilterFields } from './rate-filter';

const REMOTE_OPTIONS = [
  { value: '', label: 'Any' },
  { value: '20', label: 'At least 20%' },
  { value: '50', label: 'At least 50%' },
  { value: '80', label: 'At least 80%' },
  { value: '100', label: 'Fully remote' },
];

const SORT_OPTIONS: { value: ProjectSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'start', label: 'Earliest start' },
  { value: 'rate', label: 'Highest rate' },
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
        <Form.Label>Search</Form.Label>
        <DebouncedInput type="search" placeholder="Title, summary or skill" maxLength={100} value={filters.text ?? ''} onCommit={(text) => change({ text: text.trim() || undefined })} />
      </Form.Group>
      <SkillPicker skills={filters.skills ?? []} onChange={(skills) => change({ skills: skills.length > 0 ? skills : undefined })} />
      <PlaceSelect label="Location" controlId="project-filter-location" value={{ country: filters.country, continent: filters.continent }} onChange={({ country, continent }) => change({ country, continent })} />
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
      <div className="row g-2 mb-3">
        <Form.Group className="col-7" controlId="project-filter-language">
          <Form.Label>Language</Form.Label>
          <Form.Select
            value={filters.language ?? ''}
            onChange={(event) => {
              const language = (event.target.value || undefined) as LanguageCode | undefined;
              change({ language, languageLevel: language ? filters.languageLevel : undefined });
            }}
          >
            <option value="">Any</option>
            {LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {language.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-5" controlId="project-filter-level">
          <Form.Label>Your level</Form.Label>
          <Form.Select
            value={filters.languageLevel ?? ''}
            disabled={!filters.language}
            onChange={(event) => change({ languageLevel: (event.target.value || undefined) as LanguageLevel | undefined })}
          >
            <option value="">Any</option>
            {LANGUAGE_LEVELS.map((level) => (
              <option key={level.value} value={level.value}>
                {level.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <RateFilterFields rate={filters.rate} onChange={(rate) => change({ rate })} />
      <Form.Group className="mb-3" controlId="project-filter-sort">
        <Form.Label>Sort by</Form.Label>
        <Form.Select value={filters.sort ?? 'newest'} onChange={(event) => change({ sort: event.target.value === 'newest' ? undefined : (event.target.value as ProjectSort) })}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {hasFilters(filters) && (
        <Button variant="outline-secondary" className="w-100" onClick={onReset}>
          {WORDS.resetFilters}
        </Button>
      )}
    </Form>
  );
}
