import { IntlWrapper } from '../testing/intl-wrapper';
import '../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerCompanySchema } from './form-schemas';
import { PostalAddressFields } from './postal-address-fields';
import { SchemaField } from './schema-field';
import { useSchemaForm } from './use-schema-form';

function CompanyForm({ send }: { send: (values: Record<string, unknown>) => Promise<void> }) {
  const form = useSchemaForm(registerCompanySchema, { name: 'Acme', companyIdNumber: '27082440', country: 'CZ' });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
      <SchemaField {...form.field('name')} />
      <PostalAddressFields form={form} />
      <button type="submit">Register</button>
    </form>
  );
}

describe('postal address fields', () => {
  it('needs every part once one is given, and drops the address when all are cleared', async () => {
    const send = vi.fn(async () => {});
    render(<CompanyForm send={send} />, { wrapper: IntlWrapper });
    const street = screen.getByLabelText(/Street and number/);
    fireEvent.change(street, { target: { value: 'Technická 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(document.body.textContent).toMatch(/City is required/));
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(street, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Acme', companyIdNumber: '27082440', country: 'CZ' }));
  });
});
