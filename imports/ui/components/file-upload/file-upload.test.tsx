import '../../testing/cleanup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '../../lib/account-context';
import type { Account } from '../../lib/account-types';
import { signedIn } from '../../testing/fake-account';
import { IntlWrapper, intlWrapper } from '../../testing/intl-wrapper';
import { UploadFailure } from '../../../api/files/upload-client';
import type { Locale } from '../../../i18n/locales';
import { FileUpload } from './file-upload';

function renderUpload(account: Account, onUploaded = vi.fn(), locale?: Locale) {
  render(
    <AccountProvider value={account}>
      <FileUpload kind="cv" label="Upload your CV" onUploaded={onUploaded} />
    </AccountProvider>,
    { wrapper: locale ? intlWrapper(locale) : IntlWrapper },
  );
  return onUploaded;
}

/** The upload refused as uploadFile rejects: the status, the code, the English message and the server's message id. */
const refusedWith = (failure: UploadFailure) =>
  vi.fn(async () => {
    throw failure;
  }) as unknown as Account['upload'];

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
    const refusal = new UploadFailure(415, 'unsupported-type', 'A CV must be a PDF or a Word (DOCX) document.', { messageId: 'errors.upload.cvType' });
    renderUpload(signedIn(undefined, { upload: refusedWith(refusal) }));
    await act(async () => choose(new File(['<html>'], 'cv.pdf')));
    expect(screen.getByRole('alert').textContent).toBe('A CV must be a PDF or a Word (DOCX) document.');
  });

  it("words the server's refusal in the reader's language (German)", async () => {
    const refusal = new UploadFailure(413, 'too-large', 'The file is larger than 10 MB.', { messageId: 'errors.upload.tooLarge', values: { mb: 10 } });
    renderUpload(signedIn(undefined, { upload: refusedWith(refusal) }), vi.fn(), 'de');
    await act(async () => choose(new File(['%PDF'], 'cv.pdf')));
    expect(screen.getByRole('alert').textContent).toBe('Die Datei ist größer als 10 MB.');
  });

  it.each([
    [413, 'Die Datei ist zu groß: höchstens 10 MB sind erlaubt.'],
    [415, 'Dieser Dateityp wird nicht akzeptiert. Wählen Sie eine PDF- oder Word-Datei (.docx).'],
    [507, 'Der Server konnte diese Datei nicht speichern, weil sein Speicher voll ist. Es wurde nichts geändert; bitte versuchen Sie es später erneut.'],
  ])("words a proxy's HTTP %i without our JSON in German", async (status, text) => {
    renderUpload(signedIn(undefined, { upload: refusedWith(new UploadFailure(status, 'failed', `Upload failed (HTTP ${status}).`)) }), vi.fn(), 'de');
    await act(async () => choose(new File(['%PDF'], 'cv.pdf')));
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('words a lost connection in Czech', async () => {
    renderUpload(signedIn(undefined, { upload: refusedWith(new UploadFailure(0, 'network', 'The upload failed; check the file size and your connection.')) }), vi.fn(), 'cs');
    await act(async () => choose(new File(['%PDF'], 'cv.pdf')));
    expect(screen.getByRole('alert').textContent).toBe('Nahrání se nezdařilo; zkontrolujte velikost souboru a připojení.');
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
