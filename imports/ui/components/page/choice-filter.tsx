// One labelled select that narrows a table (status, role, template): "All" plus the list's
// options. Admin tables put these above the table, in a row that wraps on phones.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';

export interface ChoiceFilterProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
  allLabel?: string;
}

export function ChoiceFilter({ label, value, options, onChange, allLabel = 'All' }: ChoiceFilterProps) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-0" style={{ minWidth: '12rem' }}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
