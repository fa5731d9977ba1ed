import { IntlWrapper } from '../../testing/intl-wrapper';
import '../../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectFilters as Filters } from '../../../api/projects/filters';
import { ProjectFilters } from './project-filters';

describe('ProjectFilters', () => {
  // The address changes in a transition that may wait for the new list: until it lands, the
  // panel still shows the older filters, and a second change must not undo the first.
  it('builds each change on the one asked for before, while the address has not caught up yet', async () => {
    const onChange = vi.fn<(filters: Filters) => void>();
    render(<ProjectFilters filters={{}} onChange={onChange} onReset={() => {}} />, { wrapper: IntlWrapper });
    fireEvent.change(screen.getByLabelText('Remote share'), { target: { value: '100' } });
    expect(onChange).toHaveBeenLastCalledWith({ remote: 100 });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'SAP' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange).toHaveBeenLastCalledWith({ remote: 100, text: 'SAP' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'start' } });
    expect(onChange).toHaveBeenLastCalledWith({ remote: 100, text: 'SAP', sort: 'start' });
  });

  it('starts again from the filters on screen once the address changed from outside (back button, reset)', async () => {
    const onChange = vi.fn<(filters: Filters) => void>();
    const { rerender } = render(<ProjectFilters filters={{ remote: 100 }} onChange={onChange} onReset={() => {}} />, { wrapper: IntlWrapper });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'start' } });
    expect(onChange).toHaveBeenLastCalledWith({ remote: 100, sort: 'start' });
    rerender(<ProjectFilters filters={{ text: 'java' }} onChange={onChange} onReset={() => {}} />);
    fireEvent.change(screen.getByLabelText('Remote share'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'java', remote: 50 });
  });
});
