import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlWrapper } from '../testing/intl-wrapper';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('broken screen');
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a way back instead of a blank page and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
      { wrapper: IntlWrapper },
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong on this page');
    expect(screen.getByRole('link', { name: 'Open projects' }).getAttribute('href')).toBe('/engine/projects/');
    expect(log.mock.calls.some((call) => call[0] === 'A screen failed while rendering')).toBe(true);
  });

  it('renders the screen when nothing fails', () => {
    render(
      <ScreenErrorBoundary>
        <p>Projects</p>
      </ScreenErrorBoundary>,
      { wrapper: IntlWrapper },
    );
    expect(screen.getByText('Projects').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
