// The blocked periods' rows: none at first, "Add a period" adds a row of two labelled dates,
// "Remove this period" takes it away again, and no more than five can be added; the focus
// follows (into the new row, back to "Add a period").
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../testing/cleanup';
import { SIGN_UP_STEP_FORMS } from './sign-up-step-schemas';
import { IntlWrapper, intlWrapper } from '../testing/intl-wrapper';
import { AvailabilityFields } from './candidate-fields';
import { useSchemaForm } from './use-schema-form';

const schema = SIGN_UP_STEP_FORMS['personal-details-2'].pick('availability');

function Form() {
  const form = useSchemaForm(schema, { availability: { from: new Date('2027-02-01T00:00:00Z'), workloadPercent: 60 } });
  return <AvailabilityFields form={form} />;
}

describe('blocked periods', () => {
  it('adds and removes rows of two dates, at most five', () => {
    render(<Form />, { wrapper: IntlWrapper });
    expect(screen.queryByLabelText(/^Not available from/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    expect(screen.getByLabelText(/^Not available from/)).toBeTruthy();
    expect(screen.getByLabelText(/^Until/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Not available from/));
    fireEvent.click(screen.getByRole('button', { name: 'Remove this period' }));
    expect(screen.queryByLabelText(/^Not available from/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a period' }));
    for (let added = 0; added < 5; added += 1) fireEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    expect(screen.getAllByLabelText(/^Not available from/)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a period' })).toBeNull();
  });

  it('speaks the reader’s language in the wizard’s form too (Czech)', () => {
    render(<Form />, { wrapper: intlWrapper('cs') });
    expect(screen.getByLabelText(/^Stav/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Částečně dostupný' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Přidat období' }));
    expect(screen.getByLabelText(/^Nedostupný od/)).toBeTruthy();
  });
});
