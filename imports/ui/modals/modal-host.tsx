// Renders the one open modal: a react-bootstrap dialog titled from the registry, with the body
// loaded on first use. The dialog stays mounted while one modal replaces another, and a closing
// dialog keeps its title and body until its fade-out ends, so it never shows (or announces) an
// empty, unnamed dialog on the way out.
import { type ComponentType, Suspense, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useModal, useOpenModal } from './modal-context';
import type { ModalKey, ModalPropsMap } from './modal-keys';
import { modalRegistry } from './modal-registry';
import { useIntl } from 'react-intl';

function BodyFallback() {
  const intl = useIntl();
  return (
    <Modal.Body className="text-center py-4">
      <Spinner animation="border" role="status" size="sm">
        <span className="visually-hidden">{intl.formatMessage({ id: 'modals.loading' })}</span>
      </Spinner>
    </Modal.Body>
  );
}

export function ModalHost() {
  const openNow = useOpenModal();
  const { close } = useModal();
  const titleId = useId();
  const intl = useIntl();
  const [previous, setPrevious] = useState(openNow);
  const [closing, setClosing] = useState<typeof openNow>(null);
  if (openNow !== previous) {
    setPrevious(openNow);
    setClosing(openNow === null ? previous : null);
  }
  const open = openNow ?? closing;
  const entry = open ? modalRegistry[open.key] : null;
  const Body = entry?.body as ComponentType<ModalPropsMap[ModalKey]> | undefined;
  const heading = entry?.heading && open ? (entry.heading as (props: ModalPropsMap[ModalKey]) => string | undefined)(open.props) : undefined;
  const title = entry ? (heading ?? intl.formatMessage({ id: entry.titleId })) : '';
  return (
    <Modal show={openNow !== null} onHide={close} onExited={() => setClosing(null)} centered aria-labelledby={titleId}>
      {open && entry && Body && (
        <>
          <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'modals.close' })}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Suspense key={open.id} fallback={<BodyFallback />}>
            <Body {...open.props} />
          </Suspense>
        </>
      )}
    </Modal>
  );
}
