import '../../testing/cleanup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { ListResults, type ListResultsProps } from './list-results';

function renderResults(props: Partial<ListResultsProps<string>>) {
  const onLoadMore = vi.fn();
  render(
    <ListResults<string> loading={false} items={[]} total={null} limit={2} label="Things" loadingText="Loading things…" empty={<p>Nothing here.</p>} onLoadMore={onLoadMore} {...props}>
      {(item) => <li key={item}>{item}</li>}
    </ListResults>,
    { wrapper: IntlWrapper },
  );
  return onLoadMore;
}

describe('ListResults', () => {
  it('shows the loading words until the first page, then the list own empty state', () => {
    renderResults({ loading: true });
    expect(screen.getByText('Loading things…')).toBeTruthy();
    expect(screen.queryByText('Nothing here.')).toBeNull();
  });

  it('shows the empty state when nothing is listed', () => {
    renderResults({});
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers Load more while the count says more match, and loads more on a click', () => {
    const onLoadMore = renderResults({ items: ['a', 'b'], total: 3 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.getByRole('list', { name: 'Things' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('offers no Load more once all are shown', () => {
    renderResults({ items: ['a', 'b'], total: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers Load more on a full page before the count is known, disabled while loading', () => {
    renderResults({ items: ['a', 'b'], loading: true });
    const button = screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
