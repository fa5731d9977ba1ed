// A link to share (a project, an expert) with a button that copies it. Where the clipboard is
// not available the address is selected so the user can copy it by hand.
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useModal } from '../modal-context';
import type { ModalPropsMap } from '../modal-keys';
import { FormattedMessage, useIntl } from 'react-intl';

export default function LinkModal({ url, title }: ModalPropsMap['link']) {
  const { close } = useModal();
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('manual');
    }
  };
  return (
    <>
      <Modal.Body>
        {title && <p>{title}</p>}
        <InputGroup>
          <Form.Control ref={input} readOnly value={url} aria-label={intl.formatMessage({ id: 'modals.link.label' })} onFocus={(event) => event.target.select()} />
          <Button onClick={copy}>
            <FormattedMessage id="modals.link.copy" />
          </Button>
        </InputGroup>
        <p role="status" className="small text-body-secondary mt-2 mb-0">
          {copied === 'yes' ? <FormattedMessage id="modals.link.copied" /> : copied === 'manual' ? <FormattedMessage id="modals.link.manual" /> : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close}>
          <FormattedMessage id="modals.close" />
        </Button>
      </Modal.Footer>
    </>
  );
}
