import '../../testing/cleanup';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClampedPage, useTableQuery } from './use-table-query';

let query: ReturnType<typeof useTableQuery<'status'>>;

function Probe({ pageCount = 10, total = 200 }: { pageCount?: number; total?: number | null }) {
  query = useTableQuery(['status'] as const);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const location = useLocation();
  return <output>{`${location.search}|${query.page}|${query.filters.status ?? ''}`}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('useTableQuery', () => {
  it('keeps filters and page in the address, and a new filter starts again at page 1', () => {
    render(
      <MemoryRouter initialEntries={['/t?status=new&page=3']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(shown()).toBe('?status=new&page=3|3|new');
    act(() => query.setPage(4));
    expect(shown()).toBe('?status=new&page=4|4|new');
    act(() => query.setFilter('status', 'closed'));
    expect(shown()).toBe('?status=closed|1|closed');
    act(() => query.setFilter('status', ''));
    expect(shown()).toBe('|1|');
  });

  it('reads a bad page number as page 1 and sends a page past the end to the last page', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/t?page=-2']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(shown()).toBe('?page=-2|1|');
    unmount();
    render(
      <MemoryRouter initialEntries={['/t?page=40']}>
        <Probe pageCount={7} total={130} />
      </MemoryRouter>,
    );
    expect(shown()).toBe('?page=7|7|');
  });
});
