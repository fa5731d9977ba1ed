// The count line above the back-office tables and the notifications in Czech and Polish: one
// plural message per list, with the language's plural forms (Czech 5 → other, Polish 3 → few).
// The pages' counts come from a stubbed useAdminPage.
import '../../testing/cleanup';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderApp } from '../../testing/render-app';

const count = vi.hoisted(() => ({ total: 0 }));
vi.mock('./use-admin-page', () => ({
  useAdminPage: () => ({ loading: false, rows: [], total: count.total, pageCount: 1 }),
}));

const admin = signedIn(fakeUser({ _id: 'admin-1', roles: ['admin'] }));
// The first render loads the lazy screen and its catalogs: slow on a busy machine.
const LAZY = { timeout: 15_000 };

const LINES = [
  ['cs', 5, '/engine/admin/requests', 'Nalezeno 5 poptávek'],
  ['cs', 1, '/engine/admin/users', 'Nalezen 1 uživatel'],
  ['cs', 2, '/engine/admin/invitations', 'Nalezeny 2 žádosti o pozvánku'],
  ['pl', 3, '/engine/admin/people', 'Znaleziono 3 kandydatów'],
  ['pl', 5, '/engine/admin/projects', 'Znaleziono 5 projektów'],
  ['sk', 0, '/engine/admin/documents', 'Nenašli sa žiadne dokumenty'],
  ['cs', 3, '/engine/notifications', 'Nalezena 3 oznámení'],
  ['pl', 2, '/engine/notifications', 'Znaleziono 2 powiadomienia'],
] as const;

describe('the count line in the reader’s language', () => {
  it.each(LINES)('in %s counts %d at %s', async (locale, total, url, line) => {
    count.total = total;
    renderApp({ url, account: admin, locale });
    expect(await screen.findByText(line, {}, LAZY)).toBeTruthy();
  });
});
