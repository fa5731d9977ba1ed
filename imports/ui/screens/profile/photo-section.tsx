// My Profile: the photo, previewed as it is served (`/photo/{photo}`), replaced by an upload.
// The upload route stores it on the account; the new name arrives over the user publication, so
// the preview and the header avatar change together.
import Card from 'react-bootstrap/Card';
import { photoUrl } from '../../app/paths';
import { FileUpload } from '../../components/file-upload/file-upload';

export function PhotoSection({ photo, name }: { photo: string | undefined; name: string }) {
  return (
    <Card as="section" className="mb-4" aria-labelledby="section-photo" id="photo">
      <Card.Body>
        <h2 className="h5" id="section-photo">
          Photo
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-3">
          {photo ? (
            <img src={photoUrl(photo)} alt={`Your photo, ${name}`} width={96} height={96} className="rounded-circle object-fit-cover" data-testid="photo-preview" />
          ) : (
            <p className="text-body-secondary mb-0">No photo yet. A friendly, recent photo helps clients trust your profile.</p>
          )}
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <FileUpload kind="photo" label={photo ? 'Replace your photo' : 'Upload a photo'} onUploaded={() => undefined} />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
