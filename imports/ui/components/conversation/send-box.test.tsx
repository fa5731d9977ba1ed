import { IntlWrapper } from '../../testing/intl-wrapper';
import '../../testing/cleanup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendBox } from './send-box';

describe('SendBox', () => {
  it('sends on Ctrl+Enter and ⌘+Enter, not on Enter, trimmed, then empties; the hint describes the box', async () => {
    const onSend = vi.fn().mockResolvedValue('id');
    render(<SendBox label="Your message to the agency" onSend={onSend} />, { wrapper: IntlWrapper });
    const box = screen.getByLabelText('Your message to the agency') as HTMLTextAreaElement;
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter starts a new line; Ctrl+Enter (⌘+Enter on a Mac) sends.');
    fireEvent.change(box, { target: { value: '  First line\nsecond line ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    fireEvent.change(box, { target: { value: 'From a Mac' } });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('From a Mac'));
  });

  it('sends nothing blank, and keeps the text with the server’s reason when it is refused', async () => {
    const onSend = vi.fn().mockRejectedValue(Object.assign(new Error('429'), { error: 'too-many-requests', reason: 'Too many requests', details: { timeToReset: 30_000 } }));
    render(<SendBox onSend={onSend} />, { wrapper: IntlWrapper });
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again in/i);
    expect(box.value).toBe('Hello');
  });
});
