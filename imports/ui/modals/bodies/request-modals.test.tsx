import '../../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { fakeAccount } from '../../testing/fake-account';
import { renderModal } from '../../testing/render-modal';

async function fill(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('send-request-or-login modal', () => {
  it('lets a visitor sign in or leave contact details, then sends the request', async () => {
    const account = fakeAccount();
    await renderModal('send-request-or-login', { peopleId: 'x1', expertName: 'Jana N.' }, { account });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave my contact details' }));
    await screen.findByRole('dialog', { name: 'Send a request' });
    await fill(/Your name/, 'Petr');
    await fill(/E-mail/, 'petr@firma.cz');
    await fill(/What do you need/, 'A Java developer for three months');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', {
        peopleId: 'x1',
        name: 'Petr',
        email: 'petr@firma.cz',
        message: 'A Java developer for three months',
      }),
    );
    expect(await screen.findByText(/your request for Jana N\. has been sent/)).toBeTruthy();
  });

  it('offers the login dialog', async () => {
    await renderModal('send-request-or-login', {});
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });
});

describe('contact-us modal', () => {
  it('needs consent, sends the message and thanks the sender', async () => {
    const account = fakeAccount();
    await renderModal('contact-us', { subject: 'Invoices' }, { account });
    await fill(/Your name/, 'Petr');
    await fill(/E-mail/, 'petr@firma.cz');
    await fill(/^Message/, 'Where is my invoice?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/is required/)).toBeTruthy();
    expect(account.callMethod).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(account.callMethod).toHaveBeenCalledWith('contactMessages.send', expect.objectContaining({ subject: 'Invoices', consent: true })));
    expect(await screen.findByText(/Thank you for your message/)).toBeTruthy();
  });
});

describe('register-company modal', () => {
  it("shows the server's field errors next to the fields", async () => {
    const details = JSON.stringify([{ name: 'companyIdNo', type: 'notUnique', message: 'This company is already registered' }]);
    const account = fakeAccount({ callMethod: vi.fn(async () => Promise.reject(new Meteor.Error(400, 'INVALID', details))) as never });
    await renderModal('register-company', {}, { account });
    await fill(/Company name/, 'Firma s.r.o.');
    await fill(/Company ID number/, '12345678');
    await fill(/Contact person/, 'Petr');
    await fill(/E-mail/, 'petr@firma.cz');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This company is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/Company ID number/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('link modal', () => {
  it('copies the link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderModal('link', { url: 'https://example.com/engine/p/abc/dev' });
    expect(((await screen.findByLabelText('Link to share')) as HTMLInputElement).value).toBe('https://example.com/engine/p/abc/dev');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://example.com/engine/p/abc/dev'));
    expect((await screen.findByText('Link copied.')).getAttribute('role')).toBe('status');
  });
});
