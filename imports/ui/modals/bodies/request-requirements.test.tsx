// The request form's optional "What the experts need": the project editor's inputs for skills,
// languages with a minimum level and a rate range; sent in the stored shapes, checked with the
// server's rules, and left out when not filled in.
import '../../testing/cleanup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser, signedIn } from '../../testing/fake-account';
import { renderModal } from '../../testing/render-modal';

const EXPERT = { peopleId: 'x1', expertName: 'Jana N.' };
const customer = () => signedIn(fakeUser({ roles: ['customer'] }));

async function change(label: RegExp | string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('what the experts need, in the request form', () => {
  it('sends a required skill, a language with its minimum level and a rate range', async () => {
    const account = customer();
    await renderModal('send-request', EXPERT, { account });
    const group = await screen.findByRole('group', { name: 'What the experts need (optional)' });
    await change(/What do you need/, 'A Java developer for a bank');
    const search = within(group).getByRole('combobox', { name: 'Search Required skills' });
    fireEvent.change(search, { target: { value: 'Kotlin' } });
    fireEvent.mouseDown(await within(group).findByRole('option', { name: 'Kotlin' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Add a language' }));
    await change('Language 1', 'de');
    await change(/Minimum level/, 'B2');
    await change(/Maximum rate/, '85');
    await change(/^Currency/, 'EUR');
    await change(/^Per/, 'hour');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', {
        message: 'A Java developer for a bank',
        skills: ['kotlin'],
        languages: [{ language: 'de', minLevel: 'B2' }],
        rate: { onRequest: false, max: 85, currency: 'EUR', unit: 'hour' },
        peopleIds: ['x1'],
      }),
    );
  });

  it('asks for the currency and unit of a rate once one is started, and sends nothing before', async () => {
    const account = customer();
    await renderModal('send-request', EXPERT, { account });
    await change(/What do you need/, 'A Java developer for a bank');
    await change(/Maximum rate/, '85');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Currency is required/)).toBeTruthy();
    expect(account.callMethod).not.toHaveBeenCalled();
    // Emptied again, the rate is left out and the request goes.
    await change(/Maximum rate/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', { message: 'A Java developer for a bank', peopleIds: ['x1'] }));
  });
});
