import '../testing/cleanup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from './connection-banner';
import { IntlWrapper } from '../testing/intl-wrapper';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('connection banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('is hidden while connected', () => {
    const { container } = render(<ConnectionBanner status={{ connected: true, status: 'connected', retryCount: 0 }} onRetry={vi.fn()} />, { wrapper: IntlWrapper });
    expect(container.textContent).toBe('');
  });

  it('counts down to the next attempt and retries on demand', () => {
    const onRetry = vi.fn();
    render(<ConnectionBanner status={{ connected: false, status: 'waiting', retryCount: 2, retryTime: NOW + 5_000 }} onRetry={onRetry} />, { wrapper: IntlWrapper });
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Trying again in 5 seconds.');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('status').textContent).toBe('Connection lost. Trying again in 1 second.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when the app is offline', () => {
    render(<ConnectionBanner status={{ connected: false, status: 'offline', retryCount: 0 }} onRetry={vi.fn()} />, { wrapper: IntlWrapper });
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();
  });
});
