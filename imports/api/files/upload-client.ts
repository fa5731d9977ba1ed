// Browser helper for the upload routes: sends the file as the request body with the login token
// in a header and reports progress from XMLHttpRequest's upload events (fetch() cannot report
// upload progress). Resolves with the server's JSON answer; rejects with an UploadFailure that
// carries the HTTP status, the server's error code, its English message and the message id and
// values the browser words it with (components/file-upload/upload-failure-text.ts).

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, or null while the browser does not know the total. */
  percent: number | null;
}

export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's words as a message of the catalogs (api/files/upload-error.ts), when it sent them. */
    readonly worded?: { messageId: string; values?: Record<string, string | number> },
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

function wordedOf(body: Record<string, unknown> | null): UploadFailure['worded'] {
  if (typeof body?.messageId !== 'string') return undefined;
  const values = body.values !== null && typeof body.values === 'object' ? (body.values as Record<string, string | number>) : undefined;
  return values ? { messageId: body.messageId, values } : { messageId: body.messageId };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function uploadFile<T = Record<string, unknown>>(
  url: string,
  file: Blob & { name?: string },
  token: string,
  onProgress?: (progress: UploadProgress) => void,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    if (file.name) xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as T);
        return;
      }
      const code = typeof body?.error === 'string' ? body.error : 'failed';
      const message = typeof body?.message === 'string' ? body.message : `Upload failed (HTTP ${xhr.status}).`;
      reject(new UploadFailure(xhr.status, code, message, wordedOf(body)));
    };
    // The server drains a refused body before closing, so a 413 arrives as an answer (onload);
    // this is for a connection that really failed.
    xhr.onerror = () => reject(new UploadFailure(0, 'network', 'The upload failed; check the file size and your connection.'));
    xhr.onabort = () => reject(new UploadFailure(0, 'aborted', 'The upload was cancelled.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Upload routes, relative to the site root (the server serves them beside /engine). */
export const UPLOAD_URLS = { cv: '/upload/cv', photo: '/upload/photo' } as const;

