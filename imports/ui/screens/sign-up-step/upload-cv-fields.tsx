// Step 5: the CV. The shared upload stores the file (drag and drop or choose, progress, cancel,
// the server's limits); its answer names the stored file, which the step then confirms with
// `users.saveSignUpStep('upload-cv', {file})`. A CV uploaded earlier counts until replaced.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FileUpload } from '../../components/file-upload/file-upload';
import type { SchemaForm } from '../../forms/use-schema-form';
import { useModal } from '../../modals/modal-context';

interface UploadAnswer {
  cv: { file: string; name: string; size: number };
}

function kilobytes(size: number): string {
  return size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024))} KB` : `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

export function UploadCvFields({ form, current }: { form: SchemaForm; current: { name: string; size: number } | undefined }) {
  const { show } = useModal();
  const [uploaded, setUploaded] = useState(current);
  const field = form.field('file');
  return (
    <>
      <p>
        Upload your CV as a PDF or Word document.{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={() => show('cv-info')}>
          What do we do with your CV?
        </Button>
      </p>
      {uploaded && field.value ? (
        <p role="status" className="alert alert-success">
          Uploaded: <strong>{uploaded.name}</strong> ({kilobytes(uploaded.size)}). Choose another file to replace it.
        </p>
      ) : null}
      <FileUpload<UploadAnswer>
        kind="cv"
        label={uploaded ? 'Choose another CV' : 'Choose your CV'}
        onUploaded={({ cv }) => {
          setUploaded({ name: cv.name, size: cv.size });
          field.onChange('file', cv.file);
        }}
      />
      {field.error && (
        <div className="invalid-feedback d-block mt-2" role="alert">
          {field.value ? field.error : 'Upload your CV before you finish.'}
        </div>
      )}
    </>
  );
}
