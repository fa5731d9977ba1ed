// The order of a list, on the project list and in the expert directory: "newest" is the default
// and stays out of the address. Orders by rate are left out while the user hides prices.
import Form from 'react-bootstrap/Form';
import { useCurrentAccount } from '../../lib/account-context';
import { ChoiceOptions } from '../page/choice-filter';
import { FILTER_WORDS } from '../page/words';

export interface SortOption<TSort extends string> {
  value: TSort;
  label: string;
  /** Orders by a price: not offered while prices are hidden. */
  byPrice?: boolean;
}

export interface SortSelectProps<TSort extends string> {
  controlId: string;
  options: readonly SortOption<TSort>[];
  value: TSort | undefined;
  /** Undefined for the default order (newest first). */
  onChange(sort: TSort | undefined): void;
}

export function SortSelect<TSort extends string>({ controlId, options, value, onChange }: SortSelectProps<TSort>) {
  const { hidePrices } = useCurrentAccount();
  const offered = hidePrices ? options.filter((option) => !option.byPrice) : options;
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{FILTER_WORDS.sortBy}</Form.Label>
      <Form.Select value={value ?? 'newest'} onChange={(event) => onChange(event.target.value === 'newest' ? undefined : (event.target.value as TSort))}>
        <ChoiceOptions options={offered} />
      </Form.Select>
    </Form.Group>
  );
}
