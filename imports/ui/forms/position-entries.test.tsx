import { IntlWrapper } from '../testing/intl-wrapper';
import '../testing/cleanup';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Meteor } from 'meteor/meteor';
import { describe, expect, it, vi } from 'vitest';
import type { FormValues } from './form-reducer';
import { PositionEntries, positionsLimit } from './position-entries';
import { SIGN_UP_STEP_FORMS } from './sign-up-step-schemas';
import { useSchemaForm } from './use-schema-form';

const schema = SIGN_UP_STEP_FORMS['experience-2'].pick('experience');

const stored = [
  { role: 'Controller', company: 'Acme', from: new Date('2019-01-01') },
  { role: 'Analyst', company: 'Bolt', from: new Date('2016-01-01') },
];

function TestForm({ start, send }: { start: FormValues; send: (values: FormValues) => Promise<void> }) {
  const form = useSchemaForm(schema, start, { initialLimit: positionsLimit(start) });
  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <PositionEntries form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PositionEntries', () => {
  it('shows every stored position and sends one less after "Remove the last position"', async () => {
    const send = vi.fn(async (_values: FormValues) => {});
    render(<TestForm start={{ experience: stored }} send={send} />, { wrapper: IntlWrapper });
    expect((within(screen.getByRole('group', { name: 'Position 2' })).getByLabelText(/Role/) as HTMLInputElement).value).toBe('Analyst');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last position' }));
    expect(screen.queryByRole('group', { name: 'Position 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect((send.mock.calls[0]![0].experience as unknown[]).length).toBe(1);
  });

  it("puts a server's 400 INVALID detail on the position's own field", async () => {
    const details = JSON.stringify([{ name: 'experience.1.company', type: 'required', message: 'Employer is required' }]);
    const send = vi.fn(async () => Promise.reject(new Meteor.Error(400, 'INVALID', details)));
    render(<TestForm start={{ experience: stored }} send={send} />, { wrapper: IntlWrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const company = within(screen.getByRole('group', { name: 'Position 2' })).getByLabelText(/Employer/);
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Employer is required')).toBeTruthy();
  });
});
