// Uploading a CV or photo: a drop zone that is also a keyboard-reachable "Choose a file" button,
// the accepted types and size, a progress bar with percent, Cancel while it runs, and the
// browser's or the server's refusal in words. The profile and the sign-up wizard both use it.
import { type DragEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { UploadKind } from '../../../api/files/limits';
import { useCurrentAccount } from '../../lib/account-context';
import { uploadFailureText } from './upload-failure-text';
import { refusalOf, ruleText, UPLOAD_RULES } from './upload-rules';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FileUploadProps<T> {
  kind: UploadKind;
  /** The visible name of the control: "Upload your CV". */
  label: string;
  onUploaded: (result: T) => void;
}

type UploadState = { phase: 'idle' } | { phase: 'uploading'; name: string; percent: number | null } | { phase: 'failed'; message: string };

export function FileUpload<T = Record<string, unknown>>({ kind, label, onUploaded }: FileUploadProps<T>) {
  const { upload } = useCurrentAccount();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const intl = useIntl();
  const rule = UPLOAD_RULES[kind];

  const send = async (file: File) => {
    const refusal = refusalOf(intl, kind, file);
    if (refusal) {
      setState({ phase: 'failed', message: refusal });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', name: file.name, percent: 0 });
    try {
      const result = await upload<T>(kind, file, {
        signal: controller.signal,
        onProgress: ({ percent }) => setState({ phase: 'uploading', name: file.name, percent }),
      });
      setState({ phase: 'idle' });
      onUploaded(result);
    } catch (error) {
      setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed', message: uploadFailureText(intl, kind, error) });
    } finally {
      abort.current = null;
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && state.phase !== 'uploading') void send(file);
  };

  const percentText = state.phase === 'uploading' ? intl.formatNumber((state.percent ?? 0) / 100, { style: 'percent' }) : '';
  return (
    <div>
      <div
        className={`border border-2 rounded p-4 text-center ${dragging ? 'border-primary bg-primary-subtle' : 'border-dashed'}`}
        style={{ borderStyle: 'dashed' }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${kind}-drop-zone`}
      >
        <p className="mb-2">
          <FormattedMessage id="sign-up.upload.dragHere" />
        </p>
        <label htmlFor={id} className={`btn btn-outline-primary ${state.phase === 'uploading' ? 'disabled' : ''}`}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden"
          accept={rule.accept}
          disabled={state.phase === 'uploading'}
          aria-describedby={`${id}-rule`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <p id={`${id}-rule`} className="small text-body-secondary mt-2 mb-0">
          {ruleText(intl, kind)}
        </p>
      </div>
      {state.phase === 'uploading' && (
        <div className="mt-3">
          {/* Own markup: react-bootstrap's ProgressBar puts aria-label on the wrapper, not on the progressbar. */}
          <div className="progress" style={{ height: '1.25rem' }}>
            <div
              className={`progress-bar${state.percent === null ? ' progress-bar-striped progress-bar-animated' : ''}`}
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'sign-up.upload.progressLabel' }, { name: state.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent ?? 0}
              style={{ width: `${state.percent ?? 0}%` }}
            >
              {percentText}
            </div>
          </div>
          <div className="d-flex justify-content-between align-items-center mt-2">
            <span className="small" role="status" aria-live="polite">
              <FormattedMessage id="sign-up.upload.progress" values={{ name: state.name, percent: percentText }} />
            </span>
            <Button size="sm" variant="outline-secondary" onClick={() => abort.current?.abort()}>
              <FormattedMessage id="sign-up.upload.cancel" />
            </Button>
          </div>
        </div>
      )}
      {state.phase === 'failed' && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {state.message}
        </Alert>
      )}
    </div>
  );
}
