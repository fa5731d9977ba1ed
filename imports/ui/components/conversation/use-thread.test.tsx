import '../../testing/cleanup';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../i18n/catalogs';
import { intlWrapper } from '../../testing/intl-wrapper';
import { useThread } from './use-thread';

// The server refuses the thread with an error that names its message (api/common/user-error.ts).
vi.mock('../../lib/subscriptions', () => ({
  subscribe: (_name: string, _args: unknown[], callbacks: { onStop?: (error: unknown) => void }) => {
    queueMicrotask(() => callbacks.onStop?.({ error: 403, reason: 'Access denied', details: { messageId: 'errors.accessDenied' } }));
    return { stop: () => {} };
  },
}));

describe('useThread', () => {
  it('says why the thread was refused in the reader’s language, not in the server’s English', async () => {
    const { result } = renderHook(() => useThread('application', 'app-1', 'user-1'), { wrapper: intlWrapper('cs') });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(messagesFor('cs')['errors.accessDenied']);
    expect(result.current.error).not.toBe('Access denied');
  });
});
