import '../../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useClampedPage, useTableQuery } from './use-table-query';

function Probe({ pageCount = 10, total = 200 }: { pageCount?: number; total?: number | null }) {
  const query = useTableQuery(['status'] as const);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const location = useLocation();
  return (
    <>
      <output>{`${location.search}|${query.page}|${query.filters.status ?? ''}`}</output>
      <button onClick={() => query.setPage(4)}>page 4</button>
      <button onClick={() => query.setFilter('status', 'closed')}>closed</button>
      <button onClick={() => query.setFilter('status', '')}>any</button>
    </>
  );
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
    fireEvent.click(screen.getByRole('button', { name: 'page 4' }));
    expect(shown()).toBe('?status=new&page=4|4|new');
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    expect(shown()).toBe('?status=closed|1|closed');
    fireEvent.click(screen.getByRole('button', { name: 'any' }));
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
