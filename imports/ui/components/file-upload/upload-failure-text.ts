// Why an upload failed, in the reader's language: the server's own words when it sent their
// message (api/files/upload-error.ts), else what its status means (a proxy's 413 or 507 answers
// HTML, not our JSON), else the connection or the sign-in the browser found missing.
import type { IntlShape } from 'react-intl';
import type { UploadKind } from '../../../api/files/limits';
import { UploadFailure } from '../../../api/files/upload-client';
import type { MessageId } from '../../../i18n/message-ids';
import { megabytes, UPLOAD_RULES } from './upload-rules';

export function uploadFailureText(intl: IntlShape, kind: UploadKind, error: unknown): string {
  if (!(error instanceof UploadFailure)) return intl.formatMessage({ id: 'sign-up.upload.failed' });
  const worded = error.worded;
  if (worded && worded.messageId in intl.messages) return intl.formatMessage({ id: worded.messageId as MessageId }, worded.values);
  const rule = UPLOAD_RULES[kind];
  if (error.status === 401) return intl.formatMessage({ id: 'errors.upload.signInAgain' });
  if (error.status === 413) return intl.formatMessage({ id: 'sign-up.upload.tooLarge' }, { size: megabytes(intl, rule.maxBytes) });
  if (error.status === 415) return intl.formatMessage({ id: rule.wrongTypeId });
  if (error.status === 507) return intl.formatMessage({ id: 'errors.upload.storageFull' });
  if (error.code === 'network') return intl.formatMessage({ id: 'errors.upload.network' });
  return intl.formatMessage({ id: 'sign-up.upload.failed' });
}
