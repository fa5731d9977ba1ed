import '../../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from '../../app/routing';
import { MemoryRouter } from '../../testing/memory-router';
import { describe, expect, it } from 'vitest';
import { readTableQuery, useClampedPage, useTableQuery } from './use-table-query';
import { IntlWrapper } from '../../testing/intl-wrapper';

const SPEC = { q: 'text', status: ['new', 'closed'], sort: ['title', 'updated'] } as const;

function Probe({ pageCount = 10, total = 200 }: { pageCount?: number; total?: number | null }) {
  const query = useTableQuery(SPEC);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const location = useLocation();
  return (
    <>
      <output>{`${location.search}|${query.page}|${query.filters.status ?? ''}`}</output>
      <button onClick={() => query.setPage(4)}>page 4</button>
      <button onClick={() => query.setFilter('status', 'closed')}>closed</button>
      <button onClick={() => query.setFilter('status', '')}>any</button>
      <button onClick={() => query.setFilters({ sort: 'title', q: 'java' })}>search</button>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

function renderAt(url: string, props: { pageCount?: number; total?: number | null } = {}) {
  return render(
    <MemoryRouter url={url}>
      <Probe {...props} />
    </MemoryRouter>,
    { wrapper: IntlWrapper },
  );
}

describe('useTableQuery', () => {
  it('keeps filters and page in the address, and a new filter starts again at page 1', () => {
    renderAt('/t?status=new&page=3');
    expect(shown()).toBe('?status=new&page=3|3|new');
    fireEvent.click(screen.getByRole('button', { name: 'page 4' }));
    expect(shown()).toBe('?status=new&page=4|4|new');
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    expect(shown()).toBe('?status=closed|1|closed');
    fireEvent.click(screen.getByRole('button', { name: 'any' }));
    expect(shown()).toBe('|1|');
  });

  it('writes several parameters at once in the declared order, page last', () => {
    renderAt('/t?page=2&status=new');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(shown()).toBe('?q=java&status=new&sort=title|1|new');
    fireEvent.click(screen.getByRole('button', { name: 'page 4' }));
    expect(shown()).toBe('?q=java&status=new&sort=title&page=4|4|new');
  });

  it('reads a bad page number as page 1 and sends a page past the end to the last page', () => {
    const { unmount } = renderAt('/t?page=-2');
    expect(shown()).toBe('?page=-2|1|');
    unmount();
    renderAt('/t?page=40', { pageCount: 7, total: 130 });
    expect(shown()).toBe('?page=7|7|');
  });

  it('drops values the list does not know, cuts free text and bounds the page', () => {
    const params = new URLSearchParams({ status: 'bogus', sort: 'updated', q: `  ${'x'.repeat(150)} `, page: '99999999' });
    expect(readTableQuery(SPEC, params)).toEqual({ filters: { sort: 'updated', q: 'x'.repeat(100) }, page: 40_000 });
    expect(readTableQuery(SPEC, new URLSearchParams('page=2.5&q=%20%20'))).toEqual({ filters: {}, page: 1 });
  });
});
