// The order of a list, on the project list and in the expert directory: "newest" is the default
// and stays out of the address. Orders by rate are left out while the user hides prices; "Best
// match" (relevance) is offered while a text is searched, and without one the list falls back to
// the default order (listing-filters.ts), which the select then shows. An order by the
// candidate's own fit is offered to candidates only.
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import { rolesOf } from '../../../api/common/permissions';
import { useCurrentAccount } from '../../lib/account-context';
import { ChoiceOptions } from '../page/choice-filter';

export interface SortOption<TSort extends string> {
  value: TSort;
  labelId: MessageId;
  /** Orders by a price: not offered while prices are hidden. */
  byPrice?: boolean;
  /** Orders by how well a text matches: offered only while one is searched. */
  byText?: boolean;
  /** Orders by how well each fits the signed-in candidate: offered to candidates only. */
  byFit?: boolean;
}

export interface SortSelectProps<TSort extends string> {
  controlId: string;
  options: readonly SortOption<TSort>[];
  value: TSort | undefined;
  /** Whether a text is being searched. */
  searching: boolean;
  /** Undefined for the default order (newest first). */
  onChange(sort: TSort | undefined): void;
}

export function SortSelect<TSort extends string>({ controlId, options, value, searching, onChange }: SortSelectProps<TSort>) {
  const intl = useIntl();
  const { hidePrices, user } = useCurrentAccount();
  const candidate = rolesOf(user).includes('candidate');
  const offered = options
    .filter((option) => !(hidePrices && option.byPrice) && !(option.byText && !searching) && !(option.byFit && !candidate))
    .map((option) => ({ ...option, label: intl.formatMessage({ id: option.labelId }) }));
  const shown = offered.some((option) => option.value === value) ? value : undefined;
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>
        <FormattedMessage id="listKit.sort.label" />
      </Form.Label>
      <Form.Select value={shown ?? 'newest'} onChange={(event) => onChange(event.target.value === 'newest' ? undefined : (event.target.value as TSort))}>
        <ChoiceOptions options={offered} />
      </Form.Select>
    </Form.Group>
  );
}
