import '../testing/cleanup';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component';
import { IntlWrapper } from '../testing/intl-wrapper';
import { RouteScreen } from './route-screen';

function controlledScreen() {
  let resolve!: (module: { default: ComponentType }) => void;
  let reject!: (error: Error) => void;
  const Screen = lazyComponent(
    'a test screen',
    () =>
      new Promise<{ default: ComponentType }>((ok, fail) => {
        resolve = ok;
        reject = fail;
      }),
  );
  return { Screen, resolve: (module: { default: ComponentType }) => resolve(module), reject: (error: Error) => reject(error) };
}

describe('lazily loaded screens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loading indicator only after 200 ms, then the screen', async () => {
    const { Screen, resolve } = controlledScreen();
    render(<RouteScreen screen={Screen} />, { wrapper: IntlWrapper });
    await act(async () => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => resolve({ default: () => <h1>Loaded</h1> }));
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows the indicator when the screen loads within 200 ms', async () => {
    const { Screen, resolve } = controlledScreen();
    render(<RouteScreen screen={Screen} />, { wrapper: IntlWrapper });
    await act(async () => vi.advanceTimersByTime(150));
    await act(async () => resolve({ default: () => <h1>Quick</h1> }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByRole('heading', { name: 'Quick' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('logs a screen that fails to load and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Screen, reject } = controlledScreen();
    const { container } = render(<RouteScreen screen={Screen} />, { wrapper: IntlWrapper });
    await act(async () => reject(new Error('chunk missing')));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(container.textContent).toBe('');
    expect(log).toHaveBeenCalledWith('Failed to load a test screen', expect.objectContaining({ message: 'chunk missing' }));
    log.mockRestore();
  });
});
