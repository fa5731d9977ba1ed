import '../../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { PagedTable } from './paged-table';
import { Pager } from './pager';
import { IntlWrapper } from '../../testing/intl-wrapper';

interface Row {
  id: string;
  name: string;
}

const columns = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (row: Row) => row.name },
  { key: 'id', header: 'Reference', cell: (row: Row) => row.id },
];

describe('page kit', () => {
  it('sorts by a column header and tells screen readers the order', () => {
    const onSort = vi.fn();
    render(<DataTable caption="People" columns={columns} rows={[{ id: 'a', name: 'Ann' }]} rowKey={(row) => row.id} empty="Nobody" sort={{ key: 'name', direction: 'asc' }} onSort={onSort} />, { wrapper: IntlWrapper });
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeTruthy();
  });

  it('shows the empty state instead of an empty table, and the loading state while loading', () => {
    const { rerender } = render(<DataTable caption="People" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Nobody here yet" />, { wrapper: IntlWrapper });
    expect(screen.getByText('Nobody here yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable caption="People" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Nobody here yet" loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('pages forward and back and cannot leave the range', () => {
    const onPage = vi.fn();
    render(<Pager page={1} pageCount={3} onPage={onPage} />, { wrapper: IntlWrapper });
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('lays out a back-office table: named filters, notice, count line, rows and pager', () => {
    const onPage = vi.fn();
    const props = {
      filtersLabel: 'Filter people',
      filters: <label>Status <select /></label>,
      notice: <p>Invitation sent.</p>,
      found: 'admin-people.candidates.found' as const,
      page: 1,
      pageCount: 3,
      onPage,
      caption: 'People',
      columns,
      rows: [{ id: 'a', name: 'Ann' }],
      rowKey: (row: Row) => row.id,
      empty: 'Nobody',
    };
    const { rerender } = render(<PagedTable {...props} total={null} loading />, { wrapper: IntlWrapper });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<PagedTable {...props} total={41} />);
    expect(screen.getByRole('search', { name: 'Filter people' }).textContent).toContain('Status');
    expect(screen.getByText('Invitation sent.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('41 candidates found');
    rerender(<PagedTable {...props} total={1234} />);
    expect(screen.getByRole('status').textContent).toBe('1,234 candidates found');
    expect(screen.getByRole('table', { name: 'People' }).textContent).toContain('Ann');
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
