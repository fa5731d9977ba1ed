import { IntlWrapper } from '../testing/intl-wrapper';
import '../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import SimpleSchema from 'simpl-schema';
import { describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { createSchema, mustBeTicked } from '../../api/common/lists';
import { EMAIL_REGEX } from './email-pattern';
import { SchemaField } from './schema-field';
import { useSchemaForm } from './use-schema-form';

const schema = createSchema({
  email: { type: String, regEx: EMAIL_REGEX, label: 'E-mail' },
  nickname: { type: String, optional: true, label: 'Nickname' },
  level: { type: String, allowedValues: ['A1', 'B2', 'Native speaker'], label: 'Level' },
  years: { type: SimpleSchema.Integer, min: 0, optional: true, label: 'Years' },
  minYears: { type: SimpleSchema.Integer, optional: true, label: 'Minimum years' },
  maxYears: {
    type: SimpleSchema.Integer,
    optional: true,
    label: 'Maximum years',
    // A range needs one bound at least: the error sits here, and the other field fixes it.
    custom(this: { isSet: boolean; siblingField(name: string): { isSet: boolean } }) {
      return !this.isSet && !this.siblingField('minYears').isSet ? 'required' : undefined;
    },
  },
  remote: { type: Boolean, label: 'Remote' },
  nda: { ...mustBeTicked(), label: 'I agree to the NDA' },
});

function TestForm({ send }: { send: (values: Record<string, unknown>) => Promise<void> }) {
  const form = useSchemaForm(schema, { nda: null });
  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      {form.generalError && <p role="alert">{form.generalError}</p>}
      {['email', 'nickname', 'level', 'years', 'minYears', 'maxYears', 'remote', 'nda'].map((name) => (
        <SchemaField key={name} {...form.field(name)} />
      ))}
      <button type="submit">Save</button>
      <span role="status">{form.saved ? 'Saved' : ''}</span>
    </form>
  );
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

/** Every required field answered validly, at the language `level` given. */
function fillRequired(level: string) {
  fireEvent.change(input(/E-mail/), { target: { value: 'jana@example.cz' } });
  fireEvent.change(screen.getByLabelText(/Level/), { target: { value: level } });
  fireEvent.change(input(/Minimum years/), { target: { value: '3' } });
  fireEvent.click(input(/NDA/));
}

describe('schema fields', () => {
  it('marks required fields with an asterisk and leaves optional ones plain', () => {
    render(<TestForm send={vi.fn()} />, { wrapper: IntlWrapper });
    expect(screen.getByText('E-mail').parentElement?.textContent).toBe('E-mail *');
    expect(screen.getByText('Nickname').parentElement?.textContent).toBe('Nickname');
    expect(input(/E-mail/).required).toBe(true);
    expect(input(/Nickname/).required).toBe(false);
  });

  it('marks a box required only when it must be ticked: an unticked box is otherwise an answer', () => {
    render(<TestForm send={vi.fn()} />, { wrapper: IntlWrapper });
    expect(screen.getByText('I agree to the NDA').parentElement?.textContent).toBe('I agree to the NDA *');
    expect(input(/NDA/).required).toBe(true);
    expect(screen.getByText('Remote').parentElement?.textContent).toBe('Remote');
    expect(input(/Remote/).required).toBe(false);
  });

  it('gives e-mail fields a pattern that needs a top-level domain of two letters or more', () => {
    render(<TestForm send={vi.fn()} />, { wrapper: IntlWrapper });
    const email = input(/E-mail/);
    expect(email.type).toBe('email');
    const pattern = new RegExp(`^(?:${email.pattern})$`);
    expect(pattern.test('jana@example.cz')).toBe(true);
    expect(pattern.test('jana@example.c')).toBe(false);
    expect(pattern.test('jana@localhost')).toBe(false);
  });

  it('offers allowed values as a select and numbers as a number input', () => {
    render(<TestForm send={vi.fn()} />, { wrapper: IntlWrapper });
    const level = screen.getByLabelText(/Level/) as HTMLSelectElement;
    expect([...level.options].map((option) => option.value)).toEqual(['', 'A1', 'B2', 'Native speaker']);
    expect(input(/Years/).type).toBe('number');
  });

  it('shows the error text of invalid fields and does not send', async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} />, { wrapper: IntlWrapper });
    fireEvent.change(input(/E-mail/), { target: { value: 'jana@example.c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(/E-mail/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('E-mail failed regular expression validation')).toBeTruthy();
    expect(screen.getByText('Level is required')).toBeTruthy();
    expect(screen.getByText('I agree to the NDA is required')).toBeTruthy();
    expect(screen.queryByText(/Remote/, { selector: '.invalid-feedback' })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('a ticked box sends true, an unticked one false ("no"), and a box that must be ticked refuses it', async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} />, { wrapper: IntlWrapper });
    fireEvent.change(input(/E-mail/), { target: { value: 'jana@example.cz' } });
    fireEvent.change(screen.getByLabelText(/Level/), { target: { value: 'B2' } });
    fireEvent.change(input(/^Years/), { target: { value: '7' } });
    fireEvent.change(input(/Minimum years/), { target: { value: '3' } });
    fireEvent.click(input(/NDA/));
    fireEvent.click(input(/Remote/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'jana@example.cz', level: 'B2', years: 7, minYears: 3, remote: true, nda: true }));
    fireEvent.click(input(/Remote/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ email: 'jana@example.cz', level: 'B2', years: 7, minYears: 3, remote: false, nda: true }));
    fireEvent.click(input(/NDA/));
    expect(input(/NDA/).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('I agree to the NDA is required')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('takes an error away once its field is fixed, also when another field fixes it; new errors wait for Save', async () => {
    render(<TestForm send={vi.fn(async () => {})} />, { wrapper: IntlWrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(/Maximum years/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Maximum years is required')).toBeTruthy();
    expect(input(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    // A minimum states the range too: the maximum's error goes at once.
    fireEvent.change(input(/Minimum years/), { target: { value: '3' } });
    await waitFor(() => expect(input(/Maximum years/).getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Maximum years is required')).toBeNull();
    // Still wrong elsewhere: those stay red; a field made wrong now is not judged before Save.
    expect(input(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(/^Years/), { target: { value: '-1' } });
    expect(input(/^Years/).getAttribute('aria-invalid')).toBeNull();
  });

  it('says "Saved" after a successful save, until the next change', async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} />, { wrapper: IntlWrapper });
    fillRequired('B2');
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    fireEvent.change(input(/Nickname/), { target: { value: 'J' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("puts a server's 400 INVALID details on the matching fields", async () => {
    const details = JSON.stringify([{ name: 'email', type: 'notUnique', message: 'E-mail is already registered' }]);
    const send = vi.fn(async () => Promise.reject(new Meteor.Error(400, 'INVALID', details)));
    render(<TestForm send={send} />, { wrapper: IntlWrapper });
    fillRequired('A1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-mail is already registered')).toBeTruthy();
    expect(input(/E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input(/E-mail/), { target: { value: 'other@example.cz' } });
    expect(screen.queryByText('E-mail is already registered')).toBeNull();
  });

  it('shows other server errors as a general message', async () => {
    const send = vi.fn(async () => Promise.reject(new Meteor.Error(403, 'Not allowed')));
    render(<TestForm send={send} />, { wrapper: IntlWrapper });
    fillRequired('A1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed');
  });
});
