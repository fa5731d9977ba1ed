import '../../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../api/companies/schema';
import { signedIn } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { CompanyDetails } from './company-details';
import { MemberRoleAction } from './member-role-action';

const company = {
  _id: 'Cm8nB7vC6xZ5lK4jH',
  name: 'Berger GmbH',
  companyIdNumber: '27082440',
  country: 'CZ',
  members: [{ userId: 'user-1', role: 'owner', addedAt: new Date('2026-09-01') }],
} as Company;

describe('My Company in German', () => {
  it('words a role change and its result in German', async () => {
    const onDone = vi.fn();
    renderInApp(
      <MemberRoleAction company={company} row={{ userId: 'Hn4kR7tW2xY9zA3bC', role: 'member', addedAt: new Date(), user: undefined }} name="Petra N." self={false} onlyOwner={false} onDone={onDone} />,
      { account: signedIn(), locale: 'de' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Petra N. zum Inhaber machen' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true, text: 'Petra N. ist jetzt Inhaber von Berger GmbH.' }));
  });

  it('shows the fixed details with the country named in German', () => {
    renderInApp(<CompanyDetails company={company} editable={false} />, { account: signedIn(), locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Unternehmensangaben' })).toBeTruthy();
    expect(screen.getByText('Land der Registrierung')).toBeTruthy();
    expect(screen.getByText(new Intl.DisplayNames(['de'], { type: 'region' }).of('CZ')!)).toBeTruthy();
  });
});
