// A list's free-text search: the box and its Search button inside the list's search form. The
// text applies when the form is submitted (Enter or the button); useSearchText keeps the box in
// step with the applied text, so the back button or "Reset filters" empties it too.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { FormattedMessage } from 'react-intl';
import { QUERY_TEXT_MAX } from '../page/use-table-query';

/** The box's text: what the user types, reset to `applied` whenever that changes. */
export function useSearchText(applied: string | undefined): [string, (text: string) => void] {
  const [text, setText] = useState(applied ?? '');
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setText(applied ?? '');
  }
  return [text, setText];
}

export interface SearchFieldProps {
  controlId: string;
  label: string;
  value: string;
  onChange(text: string): void;
  placeholder?: string;
}

export function SearchField({ controlId, label, value, onChange, placeholder }: SearchFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control type="search" value={value} maxLength={QUERY_TEXT_MAX} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        <Button type="submit" variant="outline-primary">
          <FormattedMessage id="listKit.search.button" />
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
