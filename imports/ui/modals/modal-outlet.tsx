// Where the layout puts the modal host. The dialog code (react-bootstrap's Modal and its
// transitions) is loaded only once the first modal opens, keeping it out of the first render.
import { Suspense, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { useOpenModal } from './modal-context';

const ModalHost = lazyComponent<object>('the dialog', () => import('./modal-host').then((module) => ({ default: module.ModalHost })));

export function ModalOutlet() {
  const open = useOpenModal();
  const [needed, setNeeded] = useState(false);
  // Stays mounted after the first modal so closing can animate and later opens are instant.
  if (open && !needed) setNeeded(true);
  if (!needed && !open) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
