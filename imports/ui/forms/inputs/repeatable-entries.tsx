// A list of entries of the same shape (positions, education) whose number follows the form
// reducer's document limit (spec §4): "more" adds an entry, "less" removes the last one and never
// goes below one; "reset" (what `init` does) goes back to one entry; "all" (limit 0) shows every
// stored entry. Each entry is a fieldset with its own legend; focus moves into a new entry.
// Usage:
//   const count = visibleCount(form.state.limit, entries.length);
//   <RepeatableEntries legend="Positions" entryLegend={(i) => `Position ${i + 1}`} count={count}
//     onMore={() => form.setLimit('more')} onLess={() => form.setLimit('less')}
//     addLabel="Add a position" removeLabel="Remove the last position" maxCount={30}>
//     {(index) => <SchemaField {...form.field(`experience.${index}.role`)} />}
//   </RepeatableEntries>
// Send only the first `count` entries (`entries.slice(0, count)`).
import { type ReactNode, useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { DOCUMENT_LIMIT_MIN } from '../form-reducer';
import { RequiredMark } from '../required-mark';

/** How many entries the limit shows: 0 ("all") shows every stored entry, at least one. */
export function visibleCount(limit: number, stored: number): number {
  return limit === 0 ? Math.max(DOCUMENT_LIMIT_MIN, stored) : limit;
}

export interface RepeatableEntriesProps {
  legend: string;
  required?: boolean;
  entryLegend: (index: number) => string;
  count: number;
  onMore: () => void;
  onLess: () => void;
  addLabel: string;
  removeLabel: string;
  maxCount?: number;
  error?: string | undefined;
  disabled?: boolean;
  children: (index: number) => ReactNode;
}

export function RepeatableEntries(props: RepeatableEntriesProps) {
  const { legend, required, entryLegend, count, onMore, onLess, addLabel, removeLabel, maxCount, error, disabled, children } = props;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    // Only after "more": focus the new entry's first field (not on the first render).
    if (count > previous.current) {
      const entries = list.current?.querySelectorAll<HTMLFieldSetElement>(':scope > fieldset');
      entries?.[count - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
    previous.current = count;
  }, [count]);
  const full = maxCount !== undefined && count >= maxCount;
  return (
    <section className="mb-3" aria-labelledby={`${id}-legend`}>
      <h2 id={`${id}-legend`} className="h5">
        {legend}
        {required && (
          <RequiredMark />
        )}
      </h2>
      <div ref={list}>
        {Array.from({ length: count }, (_unused, index) => (
          <fieldset key={index} className="border rounded p-3 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-2">{entryLegend(index)}</legend>
            {children(index)}
          </fieldset>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" size="sm" disabled={disabled || full} onClick={onMore}>
          {addLabel}
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={disabled || count <= DOCUMENT_LIMIT_MIN} onClick={onLess}>
          {removeLabel}
        </Button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        <FormattedMessage id="forms.entries" values={{ count }} />
      </p>
    </section>
  );
}
