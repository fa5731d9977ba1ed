// The rate filter of the project list (a minimum and a maximum) and the expert directory (a
// maximum): amounts in one currency per hour, day or month. Without an amount there is no rate
// filter (entries with the rate on request stay listed). Hidden, like every rate, while the user
// hides prices.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY, DEFAULT_RATE_UNIT, type RateUnit } from '../../../api/common/lists/money';
import { useListOptions } from '../../i18n/use-list-label';
import { useCurrentAccount } from '../../lib/account-context';
import { ChoiceOptions } from '../page/choice-filter';
import { DebouncedInput } from './debounced-input';

export interface RateFilterValue {
  min?: number;
  max?: number;
  currency: CurrencyCode;
  unit: RateUnit;
}

/** Currencies by their codes; units (useListOptions) without "per", as the field is labelled "Per". */
const CURRENCY_CHOICES = CURRENCIES.map((item) => ({ value: item.value, label: item.value }));

function toAmount(raw: string): number | undefined {
  const value = Number(raw);
  return raw.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
}

export interface RateFilterFieldsProps {
  /** Prefix of the fields' ids ("project-filter" → "project-filter-rate-min"). */
  idPrefix: string;
  rate: RateFilterValue | undefined;
  /** Whether a minimum can be set too (the expert directory filters by a maximum only). */
  withMinimum?: boolean;
  onChange(rate: RateFilterValue | undefined): void;
}

export function RateFilterFields({ idPrefix, rate, withMinimum = true, onChange }: RateFilterFieldsProps) {
  const { hidePrices } = useCurrentAccount();
  const unitChoices = useListOptions('rateUnitNames');
  // Currency and unit chosen before any amount are kept here until an amount makes a filter.
  const [choice, setChoice] = useState({ currency: DEFAULT_CURRENCY, unit: DEFAULT_RATE_UNIT });
  const [inverted, setInverted] = useState(false);
  if (hidePrices) return null;
  const currency = rate?.currency ?? choice.currency;
  const unit = rate?.unit ?? choice.unit;
  const orderId = `${idPrefix}-rate-order`;
  const update = (changes: Partial<RateFilterValue>) => {
    const next = { min: rate?.min, max: rate?.max, currency, unit, ...changes };
    setChoice({ currency: next.currency, unit: next.unit });
    const wrongOrder = next.min !== undefined && next.max !== undefined && next.max < next.min;
    setInverted(wrongOrder);
    if (wrongOrder) return;
    if (next.min === undefined && next.max === undefined) return onChange(undefined);
    onChange({
      ...(next.min !== undefined ? { min: next.min } : {}),
      ...(next.max !== undefined ? { max: next.max } : {}),
      currency: next.currency,
      unit: next.unit,
    });
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2"><FormattedMessage id="listKit.rate.legend" /></legend>
      <div className="row g-2">
        {withMinimum && (
          <Form.Group className="col-6" controlId={`${idPrefix}-rate-min`}>
            <Form.Label className="small"><FormattedMessage id="listKit.rate.minimum" /></Form.Label>
            <DebouncedInput type="number" min={0} inputMode="decimal" value={rate?.min?.toString() ?? ''} onCommit={(raw) => update({ min: toAmount(raw) })} />
          </Form.Group>
        )}
        <Form.Group className={withMinimum ? 'col-6' : 'col-12'} controlId={`${idPrefix}-rate-max`}>
          <Form.Label className="small"><FormattedMessage id="listKit.rate.maximum" /></Form.Label>
          <DebouncedInput
            type="number"
            min={0}
            inputMode="decimal"
            value={rate?.max?.toString() ?? ''}
            isInvalid={inverted}
            aria-describedby={inverted ? orderId : undefined}
            onCommit={(raw) => update({ max: toAmount(raw) })}
          />
        </Form.Group>
        {inverted && (
          <div id={orderId} className="col-12 small text-danger" role="alert">
            <FormattedMessage id="listKit.rate.inverted" />
          </div>
        )}
        <Form.Group className="col-6" controlId={`${idPrefix}-rate-currency`}>
          <Form.Label className="small"><FormattedMessage id="listKit.rate.currency" /></Form.Label>
          <Form.Select value={currency} onChange={(event) => update({ currency: event.target.value as CurrencyCode })}>
            <ChoiceOptions options={CURRENCY_CHOICES} />
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6" controlId={`${idPrefix}-rate-unit`}>
          <Form.Label className="small"><FormattedMessage id="listKit.rate.per" /></Form.Label>
          <Form.Select value={unit} onChange={(event) => update({ unit: event.target.value as RateUnit })}>
            <ChoiceOptions options={unitChoices} />
          </Form.Select>
        </Form.Group>
      </div>
    </fieldset>
  );
}
