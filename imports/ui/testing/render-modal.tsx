// Opens one modal through the registry, inside the app's providers and a router, and returns
// the opener so a test can follow what the modal shows next.
import { act, screen } from '@testing-library/react';
import { type ModalApi, useModal } from '../modals/modal-context';
import { ModalHost } from '../modals/modal-host';
import type { ModalKey, ModalPropsMap } from '../modals/modal-keys';
import { type RenderAppOptions, renderInApp } from './render-app';

export async function renderModal<K extends ModalKey>(key: K, props: ModalPropsMap[K], options: RenderAppOptions = {}) {
  let api!: ModalApi;
  function Host() {
    api = useModal();
    return <ModalHost />;
  }
  const result = renderInApp(<Host />, options);
  act(() => (api.show as (key: ModalKey, props: ModalPropsMap[ModalKey]) => void)(key, props));
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog, api };
}
