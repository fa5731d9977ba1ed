// The modal registry's state: at most one open modal. Showing one replaces whatever is open and
// closing clears it. The opener API lives in its own context with a stable value, so components
// that only open modals never re-render when one opens.
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import type { ModalKey, ModalPropsMap, OpenModal, OptionalPropsKey } from './modal-keys';

export interface ModalApi {
  show<K extends OptionalPropsKey>(key: K, props?: ModalPropsMap[K]): void;
  show<K extends ModalKey>(key: K, props: ModalPropsMap[K]): void;
  close(): void;
}

const ModalApiContext = createContext<ModalApi | null>(null);
const OpenModalContext = createContext<OpenModal | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const shown = useRef(0);
  const api = useMemo<ModalApi>(
    () => ({
      show: (key: ModalKey, props?: ModalPropsMap[ModalKey]) => {
        shown.current += 1;
        setOpen({ key, props: props ?? {}, id: shown.current } as OpenModal);
      },
      close: () => setOpen(null),
    }),
    [],
  );
  return (
    <ModalApiContext.Provider value={api}>
      <OpenModalContext.Provider value={open}>{children}</OpenModalContext.Provider>
    </ModalApiContext.Provider>
  );
}

/** `show(key, props?)` and `close()`. */
export function useModal(): ModalApi {
  const api = useContext(ModalApiContext);
  if (!api) throw new Error('useModal needs a ModalProvider');
  return api;
}

/** The modal that is open now, for the host that renders it. */
export function useOpenModal(): OpenModal | null {
  return useContext(OpenModalContext);
}
