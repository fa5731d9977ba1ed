// The one filter panel of the public lists (open projects, the expert directory): search (applied
// as typing pauses, on Enter or with the Search button), skills, location, the list's own fields,
// a language with its level, the rate, the order and "Reset filters". Each list declares its
// words, orders and rate filter; every change goes to the address through `changes`.
import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage } from 'react-intl';
import type { CommonListFilters } from '../../../api/common/listing-filters';
import { QUERY_TEXT_MAX } from '../page/use-table-query';
import { WORD_IDS } from '../page/words';
import { DebouncedInput } from './debounced-input';
import type { FilterChanges } from './use-filter-changes';
import { LanguageLevelSelect } from './language-level-select';
import { PlaceSelect } from './place-select';
import { RateFilterFields, type RateFilterValue } from './rate-filter';
import { SkillPicker } from './skill-picker';
import { type SortOption, SortSelect } from './sort-select';

type PanelFilters<TSort extends string, TRate> = CommonListFilters & { sort?: TSort; rate?: TRate };

export interface ListRateFilter<TRate> {
  /** Whether the user may filter by rate at all (the directory's rates are for companies). */
  shown: boolean;
  withMinimum: boolean;
  /** The list's rate filter for the fields' value (undefined: no rate filter). */
  toFilter(rate: RateFilterValue | undefined): TRate | undefined;
}

export interface ListFilterPanelProps<TFilters extends PanelFilters<TSort, TRate>, TSort extends string, TRate extends RateFilterValue> {
  /** Names the search region: "Filter projects". */
  label: string;
  /** Prefix of the fields' ids: "project-filter". */
  idPrefix: string;
  placeholder: string;
  filters: TFilters;
  /** Changes to the filters (useFilterChanges), shared with the list's own fields. */
  changes: FilterChanges<TFilters>;
  /** Whether any filter is set: then the panel offers to reset them. */
  filtered: boolean;
  sorts: readonly SortOption<TSort>[];
  rate: ListRateFilter<TRate>;
  /** The list's own fields, after the location (they change filters through `changes` too). */
  children?: ReactNode;
}

export function ListFilterPanel<TFilters extends PanelFilters<TSort, TRate>, TSort extends string, TRate extends RateFilterValue>(props: ListFilterPanelProps<TFilters, TSort, TRate>) {
  const { label, idPrefix, placeholder, filters, changes, filtered, sorts, rate, children } = props;
  const { change, reset, askedText } = changes;
  const setText = (text: string) => change({ text: text.trim() || undefined } as Partial<TFilters>);
  // The Search button applies the box's text at once, without waiting for the pause.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem('q');
    if (box instanceof HTMLInputElement && box.value.trim() !== askedText()) setText(box.value);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={search}>
      <Form.Group className="mb-3" controlId={`${idPrefix}-text`}>
        <Form.Label>
          <FormattedMessage id="listKit.search.label" />
        </Form.Label>
        <InputGroup>
          <DebouncedInput type="search" name="q" placeholder={placeholder} maxLength={QUERY_TEXT_MAX} value={filters.text ?? ''} onCommit={setText} />
          <Button type="submit" variant="outline-primary">
            <FormattedMessage id="listKit.search.button" />
          </Button>
        </InputGroup>
      </Form.Group>
      <SkillPicker skills={filters.skills ?? []} onChange={(skills) => change({ skills: skills.length > 0 ? skills : undefined } as Partial<TFilters>)} />
      <PlaceSelect controlId={`${idPrefix}-location`} value={{ country: filters.country, continent: filters.continent }} onChange={({ country, continent }) => change({ country, continent } as Partial<TFilters>)} />
      {children}
      <LanguageLevelSelect idPrefix={idPrefix} value={{ language: filters.language, languageLevel: filters.languageLevel }} onChange={({ language, languageLevel }) => change({ language, languageLevel } as Partial<TFilters>)} />
      {/* Filtering by rate would reveal rates to those who see none (the server ignores it from them). */}
      {rate.shown && (
        <RateFilterFields idPrefix={idPrefix} rate={filters.rate} withMinimum={rate.withMinimum} onChange={(value) => change({ rate: rate.toFilter(value) } as Partial<TFilters>)} />
      )}
      <SortSelect controlId={`${idPrefix}-sort`} options={sorts} value={filters.sort} searching={Boolean(filters.text)} onChange={(sort) => change({ sort } as Partial<TFilters>)} />
      {filtered && (
        <Button variant="outline-secondary" className="w-100" onClick={reset}>
          <FormattedMessage id={WORD_IDS.resetFilters} />
        </Button>
      )}
    </Form>
  );
}
