// My Profile's mail switches name the notification categories in the reader's language, as the
// mails' settings line does. `users.me` is stubbed ready (no server in these tests).
import '../../testing/cleanup';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { NotificationsSection } from './notifications-section';

vi.mock('../../lib/subscriptions', () => ({ useSubscribe: () => () => false }));

const switchNames = () => screen.getAllByRole('switch').map((box) => box.closest('.form-check')?.textContent);

describe('the notification settings in other languages', () => {
  it('names a candidate’s categories in Czech', async () => {
    renderInApp(<NotificationsSection user={fakeUser()} />, { locale: 'cs' });
    expect(await screen.findByRole('heading', { name: 'Oznámení' })).toBeTruthy();
    expect(switchNames()).toEqual(['Přihlášky', 'Poptávky', 'Dokumenty k odsouhlasení', 'Firma a členství', 'Profil experta', 'Zprávy', 'Uložená hledání']);
  });

  it('names the agency inbox for an admin in Hungarian', async () => {
    renderInApp(<NotificationsSection user={fakeUser({ roles: ['admin'] })} />, { locale: 'hu' });
    expect(await screen.findByRole('switch', { name: 'Ügynökségi postafiók (kapcsolatfelvételi üzenetek és meghívókérések)' })).toBeTruthy();
  });
});
