// The SHA-256 an agreement records: of the exact text, normalised to Unicode NFC and encoded as
// UTF-8, so the same visible text always hashes the same. Server-only (node:crypto).
import { createHash } from 'node:crypto';

export function textSha256(text: string): string {
  return createHash('sha256').update(text.normalize('NFC'), 'utf8').digest('hex');
}

/** Fills `{{key}}` placeholders with the form's string or number answers; unknown keys stay visible. */
export function fillPlaceholders(body: string, form: Record<string, unknown> = {}): string {
  return body.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]{0,40})\s*\}\}/g, (whole, key: string) => {
    const value = Object.hasOwn(form, key) ? form[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}
