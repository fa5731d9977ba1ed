// What each upload accepts, as the browser can check it before sending a byte: the server's size
// limits and the file types it recognises. The server still decides by content; this only saves
// a user from waiting for a refusal the browser could have given at once.
import { MAX_BYTES, type UploadKind } from '../../../api/files/limits';

export interface UploadRule {
  /** The input's accept attribute. */
  accept: string;
  extensions: readonly string[];
  maxBytes: number;
  /** "PDF or Word (.docx), at most 10 MB" */
  description: string;
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  cv: {
    accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['pdf', 'docx'],
    maxBytes: MAX_BYTES.cv,
    description: `PDF or Word (.docx), at most ${megabytes(MAX_BYTES.cv)}`,
  },
  photo: {
    accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: MAX_BYTES.photo,
    description: `JPEG, PNG or WebP, at most ${megabytes(MAX_BYTES.photo)}`,
  },
};

/** Why the browser refuses `file` for `kind` before sending it, or null if it may go. */
export function refusalOf(kind: UploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!rule.extensions.includes(extension)) return `This file type is not accepted. Choose a ${rule.description.split(',')[0]} file.`;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > rule.maxBytes) return `The file is too large: ${rule.description.split(', ')[1]} is allowed.`;
  return null;
}
