// My Profile: the CV on file (name, size, date) with a download from the owner's route
// (`/cv/{userId}`, sent with the login token), and an upload that replaces it.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { UploadFailure } from '../../../api/files/upload-client';
import type { CvFile } from '../../../api/users/schema';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useCurrentAccount } from '../../lib/account-context';
import { saveBlob } from './save-blob';
import { dateText } from '../../lib/localized-dates';

function sizeText(intl: IntlShape, bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const size = intl.formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return intl.formatMessage({ id: 'profile.cv.sizeMb' }, { size });
  }
  return intl.formatMessage({ id: 'profile.cv.sizeKb' }, { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

export function CvSection({ userId, cv }: { userId: string; cv: CvFile | undefined }) {
  const { fetchWithLogin } = useCurrentAccount();
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'profile.cv.downloadFailed' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!cv) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetchWithLogin(`/cv/${encodeURIComponent(userId)}`);
      if (response.ok) saveBlob(await response.blob(), cv.name);
      else setError(response.status === 404 ? intl.formatMessage({ id: 'profile.cv.notFound' }) : failed);
    } catch (failure) {
      // No stored sign-in (an UploadFailure of 401), or no connection: said in the reader's words.
      setError(failure instanceof UploadFailure && failure.status === 401 ? intl.formatMessage({ id: 'errors.upload.signInAgainToDownload' }) : failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="mb-4" aria-labelledby="section-cv" id="cv">
      <Card.Body>
        <h2 className="h5" id="section-cv">
          <FormattedMessage id="profile.cv.title" />
        </h2>
        {cv ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <span data-testid="cv-name" style={{ overflowWrap: 'anywhere' }}>
              {cv.name}
            </span>
            <span className="text-body-secondary small">
              <FormattedMessage id="profile.cv.details" values={{ size: sizeText(intl, cv.size), date: dateText(intl, new Date(cv.uploadedAt), { dateStyle: 'medium' }) }} />
            </span>
            <Button variant="outline-primary" size="sm" onClick={download} disabled={busy}>
              <FormattedMessage id={busy ? 'profile.cv.downloading' : 'profile.cv.download'} />
            </Button>
          </div>
        ) : (
          <p className="text-body-secondary">
            <FormattedMessage id="profile.cv.none" />
          </p>
        )}
        {error && (
          <Alert variant="danger" role="alert" className="py-2">
            {error}
          </Alert>
        )}
        <FileUpload kind="cv" label={intl.formatMessage({ id: cv ? 'profile.cv.replace' : 'profile.cv.upload' })} onUploaded={() => undefined} />
      </Card.Body>
    </Card>
  );
}
