// The directory's filters. Every change goes straight into the address (and so into the list);
// the free text applies when the visitor submits it.
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { LANGUAGE_LEVELS } from '../../../api/common/lists/language-levels';
import { LANGUAGES } from '../../../api/common/lists/languages';
import { type ListItem } from '../../../api/common/lists/list-item';
import { CURRENCIES, RATE_UNITS } from '../../../api/common/lists/money';
import type { PeopleFilters, PeopleSort } from '../../../api/people/filters';
import { PlaceSelect } from '../../components/filters/place-select';
import { SkillPicker } from '../../components/filters/skill-picker';
import { WORDS } from '../../components/page/words';
import { useCurrentAccount } from '../../lib/account-context';

export interface ExpertFiltersProps {
  filters: PeopleFilters;
  onChange: (filters: PeopleFilters) => void;
  /** Whether any filter is set: then the panel offers to reset them. */
  filtered: boolean;
  onReset: () => void;
}

function Options({ list, any }: { list: readonly ListItem[]; any: string }) {
  return (
    <>
      <option value="">{any}</option>
      {list.map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </>
  );
}

const SORTS: readonly { value: PeopleSort; label: string }[] = [
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
  const { hidePrices } = useCurrentAccount();
  const [text, setText] = useState(filters.text ?? '');
  const [appliedText, setAppliedText] = useState(filters.text);
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
  const rate = filters.rate;
  const setRate = (change: Partial<NonNullable<PeopleFilters['rate']>>) => {
    const max = change.max ?? rate?.max;
    set('rate', max === undefined ? undefined : { max, currency: change.currency ?? rate?.currency ?? 'EUR', unit: change.unit ?? rate?.unit ?? 'day' });
  };
  return (
    // One search form for the whole panel, as on the project list; Enter or "Search" applies the text.
    <Form onSubmit={search} role="search" aria-label="Filter experts">
      <Form.Group className="mb-3" controlId="expert-search">
        <Form.Label>Search</Form.Label>
        <InputGroup>
          <Form.Control type="search" value={text} maxLength={100} placeholder="Role or skill" onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </InputGroup>
      </Form.Group>
      <SkillPicker skills={filters.skills ?? []} onChange={(skills) => set('skills', skills.length > 0 ? skills : undefined)} />
      <PlaceSelect label="Based in" controlId="expert-place" value={{ country: filters.country, continent: filters.continent }} onChange={({ country, continent }) => onChange({ ...withValue(withValue(filters, 'country', undefined), 'continent', undefined), ...(country ? { country } : {}), ...(continent ? { continent } : {}) })} />
      <div className="row g-2 mb-3">
        <Form.Group className="col-7" controlId="expert-language">
          <Form.Label>Speaks</Form.Label>
          <Form.Select value={filters.language ?? ''} onChange={(event) => onChange(withValue(withValue(filters, 'languageLevel', undefined), 'language', event.target.value as PeopleFilters['language']))}>
            <Options list={LANGUAGES} any="Any language" />
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-5" controlId="expert-level">
          <Form.Label>At least</Form.Label>
          <Form.Select value={filters.languageLevel ?? ''} disabled={!filters.language} onChange={(event) => set('languageLevel', event.target.value as PeopleFilters['languageLevel'])}>
            <Options list={LANGUAGE_LEVELS} any="Any level" />
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId="expert-available">
        <Form.Label>Available by</Form.Label>
        <Form.Control
          type="date"
          value={filters.availableBy ? filters.availableBy.toISOString().slice(0, 10) : ''}
          onChange={(event) => set('availableBy', event.target.value ? new Date(`${event.target.value}T00:00:00Z`) : undefined)}
        />
      </Form.Group>
      {!hidePrices && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">Maximum rate</legend>
          <div className="row g-2">
            <div className="col-12">
              <Form.Control
                type="number"
                min={0}
                step={10}
                aria-label="Maximum rate"
                value={rate?.max ?? ''}
                onChange={(event) => (event.target.value === '' ? set('rate', undefined) : setRate({ max: Math.max(0, Number(event.target.value)) }))}
              />
            </div>
            <div className="col-6">
              <Form.Select aria-label="Currency" value={rate?.currency ?? 'EUR'} onChange={(event) => setRate({ currency: event.target.value as NonNullable<PeopleFilters['rate']>['currency'] })}>
                {CURRENCIES.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.value}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-6">
              <Form.Select aria-label="Rate unit" value={rate?.unit ?? 'day'} onChange={(event) => setRate({ unit: event.target.value as NonNullable<PeopleFilters['rate']>['unit'] })}>
                {RATE_UNITS.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </Form.Select>
            </div>
          </div>
        </fieldset>
      )}
      <Form.Group className="mb-3" controlId="expert-sort">
        <Form.Label>Sort by</Form.Label>
        <Form.Select value={filters.sort ?? 'newest'} onChange={(event) => set('sort', event.target.value === 'newest' ? undefined : (event.target.value as PeopleSort))}>
          {SORTS.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {filtered && (
        <Button variant="outline-secondary" className="w-100" onClick={onReset}>
          {WORDS.resetFilters}
        </Button>
      )}
    </Form>
  );
}
