import '../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiChoiceField } from './multi-choice-field';

const OPTIONS = [
  { value: 'java', label: 'Java' },
  { value: 'rust', label: 'Rust' },
  { value: 'go', label: 'Go' },
];

function Harness({ max }: { max?: number }) {
  const [values, setValues] = useState<string[]>(['java']);
  return <MultiChoiceField label="Skills" required values={values} options={OPTIONS} onChange={setValues} max={max} error={values.length === 0 ? 'Skills is required' : undefined} />;
}

describe('MultiChoiceField', () => {
  it('adds from the select, removes with a named button, and offers only what is not chosen', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: /Skills/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Add…', 'Rust', 'Go']);
    fireEvent.change(select, { target: { value: 'rust' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replace('×', ''))).toEqual(['Java', 'Rust']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Java' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rust' }));
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByText('Skills is required')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('stops adding at the maximum', () => {
    render(<Harness max={1} />);
    const select = screen.getByRole('combobox', { name: /Skills/ }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'At most 1' })).toBeTruthy();
  });
});
