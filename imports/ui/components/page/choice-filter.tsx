// One labelled select that narrows a list (status, role, template): "All" plus the list's
// options. Admin tables put these above the table, in a row that wraps on phones; a filter panel
// beside a list (`panel`) stacks them full width.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';

type Options = ReadonlyArray<{ value: string; label: string }>;

/** The `<option>`s of a select list, in list order. */
export function ChoiceOptions({ options }: { options: Options }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export interface ChoiceFilterProps {
  label: string;
  value: string;
  options: Options;
  onChange(value: string): void;
  /** The choice that filters nothing (default "All"); null where one of the options is always chosen. */
  allLabel?: string | null;
  panel?: boolean;
}

export function ChoiceFilter({ label, value, options, onChange, allLabel, panel = false }: ChoiceFilterProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <Form.Group controlId={id} className={panel ? 'mb-3' : 'mb-0'} style={panel ? undefined : { minWidth: '12rem' }}>
      <Form.Label className={panel ? undefined : 'small fw-semibold mb-1'}>{label}</Form.Label>
      <Form.Select size={panel ? undefined : 'sm'} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== null && <option value="">{allLabel ?? intl.formatMessage({ id: 'page-kit.all' })}</option>}
        <ChoiceOptions options={options} />
      </Form.Select>
    </Form.Group>
  );
}
