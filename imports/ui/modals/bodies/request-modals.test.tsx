import '../../testing/cleanup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { fakeAccount, fakeUser, signedIn } from '../../testing/fake-account';
import { renderModal } from '../../testing/render-modal';

const EXPERT = { peopleId: 'x1', expertName: 'Jana N.' };

async function fill(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

const customer = () => signedIn(fakeUser({ roles: ['customer'] }));

describe('send-request modal', () => {
  it('lets a customer describe the need and sends it without contact details', async () => {
    const account = customer();
    await renderModal('send-request', EXPERT, { account });
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    await fill(/What do you need/, 'A Java developer for a bank');
    await fill(/^Start/, '2026-03-01');
    await fill(/Duration in months/, '6');
    await fill(/How many experts/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', {
        message: 'A Java developer for a bank',
        start: new Date('2026-03-01T00:00:00Z'),
        duration: 6,
        expertsWanted: 2,
        peopleIds: ['x1'],
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Request sent' })).toBeTruthy();
    expect(await screen.findByText(/your request for Jana N\. has been sent/)).toBeTruthy();
  });

  it('checks the fields with the server rules before sending', async () => {
    const account = customer();
    await renderModal('send-request', EXPERT, { account });
    await fill(/Duration in months/, '99');
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/What do you need\? is required/)).toBeTruthy();
    expect(screen.getByText(/Duration in months cannot exceed 60/)).toBeTruthy();
    expect(account.callMethod).not.toHaveBeenCalled();
  });

  it('tells a candidate that requests need a company account and offers to register one', async () => {
    const account = signedIn(fakeUser({ roles: ['candidate'] }));
    await renderModal('send-request', EXPERT, { account });
    expect(await screen.findByText(/sent from a company account/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register your company' }));
    expect(await screen.findByLabelText(/Company ID number/)).toBeTruthy();
  });
});

describe('send-request-or-login modal', () => {
  it('lets a visitor leave contact details, then sends the request with them', async () => {
    const account = fakeAccount();
    await renderModal('send-request-or-login', EXPERT, { account });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave my contact details' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/What do you need/)));
    await fill(/What do you need/, 'A Java developer for three months');
    await fill(/Your name/, 'Petr Maly');
    await fill(/E-mail/, 'petr@firma.cz');
    await fill(/Phone/, '+420 777 123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/I agree that my details are used to answer this request is required/)).toBeTruthy();
    expect(account.callMethod).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('peopleRequests.send', {
        message: 'A Java developer for three months',
        contact: { name: 'Petr Maly', email: 'petr@firma.cz', phone: '+420 777 123 456', consent: true },
        peopleIds: ['x1'],
      }),
    );
    expect(await screen.findByText(/your request for Jana N\. has been sent/)).toBeTruthy();
  });

  it("puts the server's field errors on the contact fields", async () => {
    const details = JSON.stringify([{ name: 'request.contact.phone', type: 'regEx', message: 'Phone must be a valid phone number' }]);
    const account = fakeAccount({ callMethod: vi.fn(async () => Promise.reject(new Meteor.Error(400, 'INVALID', details))) as never });
    await renderModal('send-request-or-login', {}, { account });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave my contact details' }));
    await fill(/What do you need/, 'Two testers');
    await fill(/Your name/, 'Petr');
    await fill(/E-mail/, 'petr@firma.cz');
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Phone must be a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the login dialog, and after signing in the request form', async () => {
    const account = fakeAccount();
    await renderModal('send-request-or-login', EXPERT, { account });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await fill(/E-mail/, 'boss@firma.cz');
    await fill(/Password/, 'secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(account.login).toHaveBeenCalledWith('boss@firma.cz', 'secret'));
    expect(await screen.findByRole('dialog', { name: 'Send a request' })).toBeTruthy();
  });
});

describe('contact-us modal', () => {
  it('needs consent, sends the message with the page address and thanks the sender', async () => {
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
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('contactMessages.send', {
        name: 'Petr',
        email: 'petr@firma.cz',
        subject: 'Invoices',
        message: 'Where is my invoice?',
        consent: true,
        url: window.location.href,
      }),
    );
    expect(await screen.findByText(/Thank you for your message/)).toBeTruthy();
  });
});

describe('register-company modal', () => {
  it('registers the company of a signed-in user, with the country chosen from the list, and opens My Company', async () => {
    const account = signedIn();
    const { router } = await renderModal('register-company', {}, { account });
    await fill(/Company name/, 'Firma s.r.o.');
    await fill(/Company ID number/, '12345678');
    const country = (await screen.findByLabelText(/Country of registration/)) as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'Czechia' })).toBeTruthy();
    fireEvent.change(country, { target: { value: 'CZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(account.callMethod).toHaveBeenCalledWith('companies.register', { name: 'Firma s.r.o.', companyIdNumber: '12345678', country: 'CZ' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Company registered' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/engine/company/'));
  });

  it("shows the server's field errors next to the fields", async () => {
    const details = JSON.stringify([{ name: 'company.companyIdNumber', type: 'notUnique', message: 'This company is already registered' }]);
    const account = signedIn(undefined, { callMethod: vi.fn(async () => Promise.reject(new Meteor.Error(400, 'INVALID', details))) as never });
    await renderModal('register-company', {}, { account });
    await fill(/Company name/, 'Firma s.r.o.');
    await fill(/Company ID number/, '12345678');
    fireEvent.change(await screen.findByLabelText(/Country of registration/), { target: { value: 'CZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This company is already registered')).toBeTruthy();
    expect(screen.getByLabelText(/Company ID number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('has a visitor create the account with a password first (step 1 of 2)', async () => {
    const account = fakeAccount();
    await renderModal('register-company', {}, { account });
    const form = await screen.findByRole('form', { name: 'Create your company account' });
    expect(within(form).getByText(/Step 1 of 2/)).toBeTruthy();
    await fill(/First name/, 'Petr');
    await fill(/Last name/, 'Maly');
    await fill(/E-mail/, 'petr@firma.cz');
    await fill(/^Password( \*)?$/, 'long secret');
    await fill(/Password again/, 'long secrets');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    await fill(/Password again/, 'long secret');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() =>
      expect(account.signUp).toHaveBeenCalledWith('customer', { name: { first: 'Petr', last: 'Maly' }, email: 'petr@firma.cz', password: 'long secret' }),
    );
    expect(account.callMethod).not.toHaveBeenCalled();
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
