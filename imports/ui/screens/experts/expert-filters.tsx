// The directory's filters. Every change goes straight into the address (and so into the list);
// the free text applies when the visitor submits it.
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { PeopleFilters, PeopleSort } from '../../../api/people/filters';
import { LanguageLevelSelect } from '../../components/filters/language-level-select';
import { PlaceSelect } from '../../components/filters/place-select';
import { RateFilterFields } from '../../components/filters/rate-filter';
import { SkillPicker } from '../../components/filters/skill-picker';
import { type SortOption, SortSelect } from '../../components/filters/sort-select';
import { FILTER_WORDS, WORDS } from '../../components/page/words';
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
];

/** A copy of `filters` with `key` set, or removed when the value is empty. */
function withValue<K extends keyof PeopleFilters>(filters: PeopleFilters, key: K, value: PeopleFilters[K] | '' | undefined): PeopleFilters {
  const next = { ...filters };
  if (value === '' || value === undefined) delete next[key];
  else next[key] = value as PeopleFilters[K];
  return next;
}

export function ExpertFilters({ filters, onChange, filtered, onReset }: ExpertFiltersProps) {
  const [text, setText] = useState(filters.text ?? '');
  const [appliedText, setAppliedText] = useState(filters.text);
  const showsRates = canSeeExpertRates(useCurrentAccount().user);
  // The address changed the search (back button, "clear filters"): the box follows it.
  if (appliedText !== filters.text) {
    setAppliedText(filters.text);
    setText(filters.text ?? '');
  }
  const set = <K extends keyof PeopleFilters>(key: K, value: PeopleFilters[K] | '' | undefined) => onChange(withValue(filters, key, value));
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('text', text.trim());
  };
  return (
    // One search form for the whole panel, as on the project list; Enter or "Search" applies the text.
    <Form onSubmit={search} role="search" aria-label="Filter experts">
      <Form.Group className="mb-3" controlId="expert-search">
        <Form.Label>{FILTER_WORDS.search}</Form.Label>
        <InputGroup>
          <Form.Control type="search" value={text} maxLength={100} placeholder="Role or skill" onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </InputGroup>
      </Form.Group>
      <SkillPicker skills={filters.skills ?? []} onChange={(skills) => set('skills', skills.length > 0 ? skills : undefined)} />
      <PlaceSelect controlId="expert-place" value={{ country: filters.country, continent: filters.continent }} onChange={({ country, continent }) => onChange({ ...withValue(withValue(filters, 'country', undefined), 'continent', undefined), ...(country ? { country } : {}), ...(continent ? { continent } : {}) })} />
      <LanguageLevelSelect
        idPrefix="expert-filter"
        value={{ language: filters.language, languageLevel: filters.languageLevel }}
        onChange={({ language, languageLevel }) => onChange(withValue(withValue(filters, 'language', language), 'languageLevel', languageLevel))}
      />
      <Form.Group className="mb-3" controlId="expert-available">
        <Form.Label>Available by</Form.Label>
        <Form.Control
          type="date"
          value={filters.availableBy ? filters.availableBy.toISOString().slice(0, 10) : ''}
          onChange={(event) => set('availableBy', event.target.value ? new Date(`${event.target.value}T00:00:00Z`) : undefined)}
        />
      </Form.Group>
      {/* Filtering by rate would reveal rates to those who see none (the server ignores it from them). */}
      {showsRates && (
        <RateFilterFields
          idPrefix="expert-filter"
          rate={filters.rate}
          withMinimum={false}
          onChange={(rate) => set('rate', rate?.max === undefined ? undefined : { max: rate.max, currency: rate.currency, unit: rate.unit })}
        />
      )}
      <SortSelect controlId="expert-sort" options={SORTS} value={filters.sort} onChange={(sort) => set('sort', sort)} />
      {filtered && (
        <Button variant="outline-secondary" className="w-100" onClick={onReset}>
          {WORDS.resetFilters}
        </Button>
      )}
    </Form>
  );
}
