import '../../testing/cleanup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../lib/account-context';
import type { Account } from '../../lib/account-types';
import { signedIn } from '../../testing/fake-account';
import { IntlWrapper } from '../../testing/intl-wrapper';
import { FileUpload } from './file-upload';

function renderUpload(account: Account, onUploaded = vi.fn()) {
  render(
    <AccountProvider value={account}>
      <FileUpload kind="cv" label="Upload your CV" onUploaded={onUploaded} />
    </AccountProvider>,
    { wrapper: IntlWrapper },
  );
  return onUploaded;
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Upload your CV'), { target: { files: [file] } });
}

describe('file upload', () => {
  it('refuses a wrong type or an oversized file in the browser, sending nothing', () => {
    const upload = vi.fn();
    renderUpload(signedIn(undefined, { upload: upload as Account['upload'] }));
    choose(new File(['MZ'], 'setup.exe'));
    expect(screen.getByRole('alert').textContent).toContain('This file type is not accepted');
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    choose(big);
    expect(screen.getByRole('alert').textContent).toContain('too large: at most 10 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows progress in percent, then hands over the result', async () => {
    let progress!: (percent: number) => void;
    let finish!: (value: unknown) => void;
    const upload = vi.fn((_kind, _file, options: { onProgress: (p: { percent: number }) => void }) => {
      progress = (percent) => options.onProgress({ percent });
      return new Promise((resolve) => (finish = resolve));
    });
    const onUploaded = renderUpload(signedIn(undefined, { upload: upload as unknown as Account['upload'] }));
    choose(new File(['%PDF-1.7'], 'cv.pdf'));
    act(() => progress(42));
    expect(screen.getByRole('status').textContent).toBe('Uploading cv.pdf: 42%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    await act(async () => finish({ cv: { name: 'cv.pdf' } }));
    expect(onUploaded).toHaveBeenCalledWith({ cv: { name: 'cv.pdf' } });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's refusal in its own words", async () => {
    const upload = vi.fn(async () => {
      throw new Error('This file is not a PDF or Word document.');
    });
    renderUpload(signedIn(undefined, { upload: upload as unknown as Account['upload'] }));
    await act(async () => choose(new File(['<html>'], 'cv.pdf')));
    expect(screen.getByRole('alert').textContent).toBe('This file is not a PDF or Word document.');
  });

  it('cancels a running upload and returns to the chooser without an error', async () => {
    const upload = vi.fn(
      (_kind, _file, options: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new Error('The upload was cancelled.')))),
    );
    renderUpload(signedIn(undefined, { upload: upload as unknown as Account['upload'] }));
    choose(new File(['%PDF'], 'cv.pdf'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
