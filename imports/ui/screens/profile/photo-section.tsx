// My Profile: the photo, previewed as it is served (`/photo/{photo}`), replaced by an upload.
// The upload route stores it on the account; the new name arrives over the user publication, so
// the preview and the header avatar change together.
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoUrl } from '../../app/paths';
import { FileUpload } from '../../components/file-upload/file-upload';

export function PhotoSection({ photo, name }: { photo: string | undefined; name: string }) {
  const intl = useIntl();
  return (
    <Card as="section" className="mb-4" aria-labelledby="section-photo" id="photo">
      <Card.Body>
        <h2 className="h5" id="section-photo">
          <FormattedMessage id="profile.photo.title" />
        </h2>
        <div className="d-flex flex-wrap align-items-center gap-3">
          {photo ? (
            <img src={photoUrl(photo)} alt={intl.formatMessage({ id: 'profile.photo.alt' }, { name })} width={96} height={96} className="rounded-circle object-fit-cover" data-testid="photo-preview" />
          ) : (
            <p className="text-body-secondary mb-0">
              <FormattedMessage id="profile.photo.none" />
            </p>
          )}
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <FileUpload kind="photo" label={intl.formatMessage({ id: photo ? 'profile.photo.replace' : 'profile.photo.upload' })} onUploaded={() => undefined} />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
