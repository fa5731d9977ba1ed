import '../../testing/cleanup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { intlWrapper } from '../../testing/intl-wrapper';
import { Pager } from './pager';
import { LoadingState } from './view-states';
import { ChoiceFilter } from './choice-filter';

describe('the page kit in German', () => {
  it('pages, loads and filters in German, with German number separators', () => {
    render(
      <>
        <Pager page={2} pageCount={1200} onPage={vi.fn()} />
        <LoadingState />
        <ChoiceFilter label="Status" value="" options={[{ value: 'new', label: 'Neu' }]} onChange={vi.fn()} />
      </>,
      { wrapper: intlWrapper('de') },
    );
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(pages.textContent).toContain(`Seite 2 von ${new Intl.NumberFormat('de').format(1200)}`);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Wird geladen…');
    expect(screen.getByRole('option', { name: 'Alle' })).toBeTruthy();
  });
});
