import '../../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../api/companies/schema';
import type { Account } from '../../lib/account-types';
import { signedIn } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { companyChangesOf } from './company-changes';
import { CompanyDetails } from './company-details';

const company: Company = {
  _id: 'Cm8nB7vC6xZ5lK4jH',
  name: 'Berger Präzisionstechnik GmbH',
  companyIdNumber: '27082440',
  country: 'CZ',
  vatId: 'CZ27082440',
  website: 'https://berger.example.com',
  address: { street: 'Technická 12', postalCode: '616 00', city: 'Brno' },
  members: [{ userId: 'user-1', role: 'owner', addedAt: new Date('2026-09-01') }],
};

function renderDetails() {
  const callMethod = vi.fn(async () => undefined) as unknown as Account['callMethod'];
  renderInApp(<CompanyDetails company={company} editable />, { account: signedIn(undefined, { callMethod }) });
  return callMethod;
}

const empty = (label: RegExp) => fireEvent.change(screen.getByLabelText(label), { target: { value: '' } });

describe('what the company form sends', () => {
  it('sends what changed, clears what was emptied, and nothing for an untouched form', () => {
    const { address, ...rest } = company;
    expect(companyChangesOf(company, { name: company.name, vatId: company.vatId, website: company.website, address })).toEqual({ changes: {}, clear: [] });
    expect(companyChangesOf(company, { name: 'Berger GmbH', address: { ...address!, city: 'Praha' } })).toEqual({
      changes: { name: 'Berger GmbH', address: { ...address!, city: 'Praha' } },
      clear: ['vatId', 'website'],
    });
    // A detail that was never there is not cleared.
    expect(companyChangesOf({ ...rest, address: undefined } as Company, { name: company.name, vatId: company.vatId, website: company.website })).toEqual({ changes: {}, clear: [] });
  });
});

describe('the company details form', () => {
  it('clears an emptied VAT ID, website and address with companies.update', async () => {
    const callMethod = renderDetails();
    empty(/VAT ID/);
    empty(/Website/);
    empty(/Street and number/);
    empty(/Postal code/);
    empty(/City/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callMethod).toHaveBeenCalledWith('companies.update', company._id, {}, ['vatId', 'website', 'address']));
  });

  it('keeps the name required: an emptied name is a field error and nothing is sent', async () => {
    const callMethod = renderDetails();
    empty(/Company name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Company name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(callMethod).not.toHaveBeenCalled();
  });

  it('asks for the rest of the address when only one part is emptied', async () => {
    const callMethod = renderDetails();
    empty(/Street and number/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Street and number/).getAttribute('aria-invalid')).toBe('true'));
    expect(callMethod).not.toHaveBeenCalled();
  });
});
