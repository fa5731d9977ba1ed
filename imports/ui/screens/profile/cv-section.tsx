// My Profile: the CV on file (name, size, date) with a download from the owner's route
// (`/cv/{userId}`, sent with the login token), and an upload that replaces it.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { CvFile } from '../../../api/users/schema';
import { FileUpload } from '../../components/file-upload/file-upload';
import { useCurrentAccount } from '../../lib/account-context';
import { saveBlob } from './save-blob';
import { lazyDateFormat } from '../../lib/date-format';

const DATE = lazyDateFormat({ dateStyle: 'medium' });

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function CvSection({ userId, cv }: { userId: string; cv: CvFile | undefined }) {
  const { fetchWithLogin } = useCurrentAccount();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!cv) return;
    setBusy(true);
    setError(null);
    try {
      const response = await fetchWithLogin(`/cv/${encodeURIComponent(userId)}`);
      if (!response.ok) throw new Error(response.status === 404 ? 'Your CV was not found.' : 'The download failed. Please try again.');
      saveBlob(await response.blob(), cv.name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="mb-4" aria-labelledby="section-cv" id="cv">
      <Card.Body>
        <h2 className="h5" id="section-cv">
          CV
        </h2>
        {cv ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <span data-testid="cv-name" style={{ overflowWrap: 'anywhere' }}>
              {cv.name}
            </span>
            <span className="text-body-secondary small">
              {sizeText(cv.size)}, uploaded {DATE.format(new Date(cv.uploadedAt))}
            </span>
            <Button variant="outline-primary" size="sm" onClick={download} disabled={busy}>
              {busy ? 'Downloading…' : 'Download CV'}
            </Button>
          </div>
        ) : (
          <p className="text-body-secondary">No CV yet. Clients see your profile first; your CV goes to them only with your application.</p>
        )}
        {error && (
          <Alert variant="danger" role="alert" className="py-2">
            {error}
          </Alert>
        )}
        <FileUpload kind="cv" label={cv ? 'Replace your CV' : 'Upload your CV'} onUploaded={() => undefined} />
      </Card.Body>
    </Card>
  );
}
