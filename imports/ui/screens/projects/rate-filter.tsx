// The rate range filter: minimum and maximum amounts in one currency per hour, day or month.
// Without an amount there is no rate filter (projects with the rate on request stay listed).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { CURRENCIES, type CurrencyCode, RATE_UNITS, type RateUnit } from '../../../api/common/lists/money';
import type { RateFilter } from '../../../api/projects/filters';
import { DebouncedInput } from './debounced-input';
import { DEFAULT_CURRENCY, DEFAULT_RATE_UNIT } from './filters-query';

function toAmount(raw: string): number | undefined {
  const value = Number(raw);
  return raw.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
}

export function RateFilterFields({ rate, onChange }: { rate: RateFilter | undefined; onChange(rate: RateFilter | undefined): void }) {
  // Currency and unit chosen before any amount are kept here until an amount makes a filter.
  const [choice, setChoice] = useState({ currency: DEFAULT_CURRENCY, unit: DEFAULT_RATE_UNIT });
  const [inverted, setInverted] = useState(false);
  const currency = rate?.currency ?? choice.currency;
  const unit = rate?.unit ?? choice.unit;
  const update = (changes: Partial<RateFilter>) => {
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
      <legend className="form-label fs-6 mb-2">Rate</legend>
      <div className="row g-2">
        <Form.Group className="col-6" controlId="project-filter-rate-min">
          <Form.Label className="small">Minimum</Form.Label>
          <DebouncedInput type="number" min={0} inputMode="decimal" value={rate?.min?.toString() ?? ''} onCommit={(raw) => update({ min: toAmount(raw) })} />
        </Form.Group>
        <Form.Group className="col-6" controlId="project-filter-rate-max">
          <Form.Label className="small">Maximum</Form.Label>
          <DebouncedInput
            type="number"
            min={0}
            inputMode="decimal"
            value={rate?.max?.toString() ?? ''}
            isInvalid={inverted}
            aria-describedby={inverted ? 'project-filter-rate-order' : undefined}
            onCommit={(raw) => update({ max: toAmount(raw) })}
          />
        </Form.Group>
        {inverted && (
          <div id="project-filter-rate-order" className="col-12 small text-danger" role="alert">
            The maximum cannot be lower than the minimum.
          </div>
        )}
        <Form.Group className="col-6" controlId="project-filter-rate-currency">
          <Form.Label className="small">Currency</Form.Label>
          <Form.Select value={currency} onChange={(event) => update({ currency: event.target.value as CurrencyCode })}>
            {CURRENCIES.map((item) => (
              <option key={item.value} value={item.value}>
                {item.value}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6" controlId="project-filter-rate-unit">
          <Form.Label className="small">Per</Form.Label>
          <Form.Select value={unit} onChange={(event) => update({ unit: event.target.value as RateUnit })}>
            {RATE_UNITS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label.replace('per ', '')}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    </fieldset>
  );
}
