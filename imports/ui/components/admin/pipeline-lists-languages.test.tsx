// The back office's fixed lists in Czech: the status filters, the move dialog's statuses, the
// reasons a request closes and the kind of an invitation request, all in the admin's language.
// The pages' rows come from a stubbed useAdminPage.
import '../../testing/cleanup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

const AT = new Date('2026-05-01T10:00:00Z');
const contact = { name: 'Jana Nová', email: 'jana@example.com' };
const REQUESTS = [
  { _id: 'r1', status: 'new', statusHistory: [{ status: 'new', at: AT }], contact, title: 'Data engineer', expertsWanted: 2, message: 'Hello' },
  { _id: 'r2', status: 'closed', closeReason: 'no-match', statusHistory: [{ status: 'new', at: AT }, { status: 'closed', at: AT }], contact, title: 'Tester', expertsWanted: 1, message: 'Hi' },
];
const INVITATIONS = [{ _id: 'i1', status: 'new', kind: 'customer', name: { first: 'Petr', last: 'Král' }, email: 'petr@example.com' }];

vi.mock('../page/use-admin-page', () => ({
  useAdminPage: (publication: string) => {
    const rows = publication === 'requests.adminPage' ? REQUESTS : INVITATIONS;
    return { loading: false, rows, total: rows.length, pageCount: 1 };
  },
}));

const admin = signedIn(fakeUser({ _id: 'admin-1', roles: ['admin'] }));
// The first render loads the lazy screen and its catalogs: slow on a busy machine.
const LAZY = { timeout: 15_000 };
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('the back office’s lists in Czech', () => {
  it('words the requests’ statuses, moves and close reasons', async () => {
    renderApp({ url: '/engine/admin/requests', account: admin, locale: 'cs' });
    const filters = await screen.findByRole('search', { name: 'Filtrovat poptávky' }, LAZY);
    expect(optionsOf(within(filters).getByLabelText('Stav'))).toEqual(['Vše', 'Nová', 'Řeší se', 'Uzavřená']);
    expect(screen.getByRole('row', { name: /Tester/ }).textContent).toContain('Žádný vhodný expert');
    fireEvent.click(screen.getByRole('button', { name: 'Přesunout poptávku „Data engineer“' }));
    const dialog = screen.getByRole('dialog', { name: 'Přesunout poptávku' });
    expect(dialog.textContent).toContain('Aktuální stav: Nová');
    const moveTo = within(dialog).getByLabelText('Přesunout do');
    expect(optionsOf(moveTo)).toEqual(['Řeší se', 'Uzavřená']);
    fireEvent.change(moveTo, { target: { value: 'closed' } });
    expect(optionsOf(within(dialog).getByLabelText('Proč se uzavírá?'))).toEqual(['Experti nalezeni', 'Žádný vhodný expert', 'Zrušena zákazníkem', 'Duplicitní poptávka', 'Spam']);
  });

  it('words an invitation request’s kind and the statuses to filter by', async () => {
    renderApp({ url: '/engine/admin/invitations', account: admin, locale: 'cs' });
    const filters = await screen.findByRole('search', { name: 'Filtrovat žádosti o pozvánku' }, LAZY);
    expect(optionsOf(within(filters).getByLabelText('Stav'))).toEqual(['Vše', 'Nová', 'Pozvánka odeslána', 'Odmítnuta']);
    expect(screen.getByRole('row', { name: /Petr Král/ }).textContent).toContain('Firma hledající experty');
  });
});
