import '../testing/cleanup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { fakeAccount } from '../testing/fake-account';
import { type ModalApi, useModal, useOpenModal } from './modal-context';
import { MODAL_KEYS } from './modal-keys';

function Probe({ onApi }: { onApi: (api: ModalApi) => void }) {
  onApi(useModal());
  const open = useOpenModal();
  return <output aria-label="open modal">{open ? `${open.key}:${JSON.stringify(open.props)}` : 'none'}</output>;
}

function setup() {
  let api!: ModalApi;
  render(
    <AppProviders account={fakeAccount()}>
      <Probe onApi={(value) => (api = value)} />
    </AppProviders>,
  );
  const current = () => screen.getByLabelText('open modal').textContent;
  return { api: () => api, current };
}

describe('modal registry', () => {
  it('knows every key of the spec, spelled as the spec spells them', () => {
    expect([...MODAL_KEYS].sort()).toEqual(
      [
        'login', 'login-info', 'cv-info', 'forgot-password', 'delete-account', 'coming-soon', 'succesfuly-saved', 'link',
        'send-request', 'request-sent', 'contact-us', 'request-invitation-sent', 'sign-up', 'register-company',
        'succesfuly-logged-in', 'send-request-or-login',
      ].sort(),
    );
  });

  it('shows one modal at a time: showing another replaces it, closing clears it', () => {
    const { api, current } = setup();
    expect(current()).toBe('none');
    act(() => api().show('login', { email: 'a@b.cz' }));
    expect(current()).toBe('login:{"email":"a@b.cz"}');
    act(() => api().show('coming-soon'));
    expect(current()).toBe('coming-soon:{}');
    act(() => api().close());
    expect(current()).toBe('none');
  });

  it('keeps the same opener API across renders, so openers do not re-render', () => {
    const { api } = setup();
    const first = api();
    act(() => first.show('cv-info'));
    expect(api()).toBe(first);
  });
});

describe('modal host', () => {
  it('renders the open modal as a titled dialog, replaces its content and closes', async () => {
    const { renderModal } = await import('../testing/render-modal');
    const { api, dialog } = await renderModal('coming-soon', {});
    expect(screen.getByRole('dialog', { name: 'Coming soon' })).toBe(dialog);
    expect(await screen.findByText(/This is not available yet/)).toBeTruthy();
    act(() => api.show('succesfuly-saved'));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBe(dialog);
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(screen.queryByText(/not available yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
