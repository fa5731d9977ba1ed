// What each upload accepts, as the browser can check it before sending a byte: the server's size
// limits and the file types it recognises. The server still decides by content; this only saves
// a user from waiting for a refusal the browser could have given at once.
import { MAX_BYTES, type UploadKind } from '../../../api/files/limits';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

export interface UploadRule {
  /** The input's accept attribute. */
  accept: string;
  extensions: readonly string[];
  maxBytes: number;
  /** "PDF or Word (.docx), at most {size}" */
  descriptionId: MessageId;
  /** "Choose a PDF or Word (.docx) file." */
  wrongTypeId: MessageId;
}

/** The size limit in the reader's format ("10 MB"). */
export function megabytes(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(Math.round(bytes / (1024 * 1024)), { style: 'unit', unit: 'megabyte' });
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  cv: {
    accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['pdf', 'docx'],
    maxBytes: MAX_BYTES.cv,
    descriptionId: 'sign-up.upload.cvRule',
    wrongTypeId: 'sign-up.upload.cvType',
  },
  photo: {
    accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: MAX_BYTES.photo,
    descriptionId: 'sign-up.upload.photoRule',
    wrongTypeId: 'sign-up.upload.photoType',
  },
};

/** What `kind` accepts, in words: "PDF or Word (.docx), at most 10 MB". */
export function ruleText(intl: IntlShape, kind: UploadKind): string {
  const rule = UPLOAD_RULES[kind];
  return intl.formatMessage({ id: rule.descriptionId }, { size: megabytes(intl, rule.maxBytes) });
}

/** Why the browser refuses `file` for `kind` before sending it, or null if it may go. */
export function refusalOf(intl: IntlShape, kind: UploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind];
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!rule.extensions.includes(extension)) return intl.formatMessage({ id: rule.wrongTypeId });
  if (file.size === 0) return intl.formatMessage({ id: 'sign-up.upload.empty' });
  if (file.size > rule.maxBytes) return intl.formatMessage({ id: 'sign-up.upload.tooLarge' }, { size: megabytes(intl, rule.maxBytes) });
  return null;
}
