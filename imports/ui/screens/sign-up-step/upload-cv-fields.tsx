// Step 5: the CV. The shared upload stores the file (drag and drop or choose, progress, cancel,
// the server's limits); its answer names the stored file, which the step then confirms with
// `users.saveSignUpStep('upload-cv', {file})`. A CV uploaded earlier counts until replaced.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FileUpload } from '../../components/file-upload/file-upload';
import type { SchemaForm } from '../../forms/use-schema-form';
import { useModal } from '../../modals/modal-context';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

interface UploadAnswer {
  cv: { file: string; name: string; size: number };
}

/** A file's size in the reader's format ("240 kB", "1.5 MB"). */
function sizeText(intl: IntlShape, size: number): string {
  if (size < 1024 * 1024) return intl.formatNumber(Math.max(1, Math.round(size / 1024)), { style: 'unit', unit: 'kilobyte' });
  return intl.formatNumber(size / (1024 * 1024), { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function UploadCvFields({ form, current }: { form: SchemaForm; current: { name: string; size: number } | undefined }) {
  const { show } = useModal();
  const intl = useIntl();
  const [uploaded, setUploaded] = useState(current);
  const field = form.field('file');
  return (
    <>
      <p>
        <FormattedMessage id="sign-up.cv.upload" />
        <Button variant="link" className="p-0 ms-1 align-baseline" onClick={() => show('cv-info')}>
          <FormattedMessage id="sign-up.cv.why" />
        </Button>
      </p>
      {uploaded && field.value ? (
        <p role="status" className="alert alert-success">
          <FormattedMessage
            id="sign-up.cv.uploaded"
            values={{ name: uploaded.name, size: sizeText(intl, uploaded.size), b: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      ) : null}
      <FileUpload<UploadAnswer>
        kind="cv"
        label={intl.formatMessage({ id: uploaded ? 'sign-up.cv.chooseAnother' : 'sign-up.cv.choose' })}
        onUploaded={({ cv }) => {
          setUploaded({ name: cv.name, size: cv.size });
          field.onChange('file', cv.file);
        }}
      />
      {field.error && (
        <div className="invalid-feedback d-block mt-2" role="alert">
          {field.value ? field.error : <FormattedMessage id="sign-up.cv.required" />}
        </div>
      )}
    </>
  );
}
