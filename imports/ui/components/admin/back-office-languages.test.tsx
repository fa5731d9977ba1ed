// Two back-office screens in German and Hungarian: their titles, column headers, buttons, role
// names and dates in the admin's language. The pages' rows come from a stubbed useAdminPage.
import '../../testing/cleanup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

const PUBLISHED = new Date('2026-03-01T00:00:00Z');
const JOINED = new Date('2026-05-04T00:00:00Z');

vi.mock('../page/use-admin-page', () => ({
  useAdminPage: (publication: string) => {
    const rows =
      publication === 'projects.adminPage'
        ? [{ _id: 'p1', title: 'Data engineer', status: 'open', referenceNumber: 'R-100', publishedAt: PUBLISHED, docInfo: { updatedAt: PUBLISHED } }]
        : [{ _id: 'u2', roles: ['candidate'], createdAt: JOINED, profile: { name: { first: 'Eva', last: 'Horvath' } }, emails: [{ address: 'eva@example.com' }] }];
    return { loading: false, rows, total: rows.length, pageCount: 1 };
  },
}));

const admin = signedIn(fakeUser({ _id: 'admin-1', roles: ['admin'] }));
const day = (locale: Locale, date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
// The first render loads the lazy screen and its catalogs: slow on a busy machine.
const LAZY = { timeout: 15_000 };
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, '').trim());

const PROJECTS = {
  de: { title: 'Projekte', newProject: 'Neues Projekt', search: 'Projekte durchsuchen', headers: ['Referenz', 'Titel', 'Status', 'Kunde', 'Veröffentlicht', 'Letzte Änderung'] },
  hu: { title: 'Projektek', newProject: 'Új projekt', search: 'Keresés a projektek között', headers: ['Hivatkozási szám', 'Cím', 'Állapot', 'Ügyfél', 'Közzétéve', 'Utolsó módosítás'] },
} as const;

const USERS = {
  de: { title: 'Benutzer und Rollen', headers: ['Benutzer', 'Rollen', 'Konto'], roles: ['Kandidat', 'Kunde', 'Administrator'], disable: 'Eva Horvath deaktivieren', active: 'Aktiv', joined: 'Registriert am' },
  hu: { title: 'Felhasználók és szerepkörök', headers: ['Felhasználó', 'Szerepkörök', 'Fiók'], roles: ['Jelölt', 'Ügyfél', 'Adminisztrátor'], disable: 'Eva Horvath letiltása', active: 'Aktív', joined: 'Regisztrált:' },
} as const;

describe('the back office in German and Hungarian', () => {
  it.each(['de', 'hu'] as const)('shows the projects table in %s', async (locale) => {
    const words = PROJECTS[locale];
    renderApp({ url: '/engine/admin/projects', account: admin, locale });
    expect(await screen.findByRole('heading', { level: 1, name: words.title }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: words.newProject })).toBeTruthy();
    expect(screen.getByRole('search', { name: words.search })).toBeTruthy();
    expect(headers()).toEqual(words.headers);
    const row = screen.getByRole('row', { name: /Data engineer/ });
    expect(within(row).getAllByText(day(locale, PUBLISHED))).toHaveLength(2);
  });

  it.each(['de', 'hu'] as const)('shows the users table in %s', async (locale) => {
    const words = USERS[locale];
    renderApp({ url: '/engine/admin/users', account: admin, locale });
    expect(await screen.findByRole('heading', { level: 1, name: words.title }, LAZY)).toBeTruthy();
    expect(headers()).toEqual(words.headers);
    for (const role of words.roles) expect(screen.getByRole('checkbox', { name: role })).toBeTruthy();
    expect(screen.getByRole('button', { name: words.disable })).toBeTruthy();
    expect(screen.getByText(words.active)).toBeTruthy();
    expect(screen.getByText(`${words.joined} ${day(locale, JOINED)}`, { exact: false })).toBeTruthy();
  });
});
