import '../../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { detailsAskedFor } from '../../../api/people-documents/agree-input-schema';
import { signedIn } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { AgreementForm } from './agreement-form';

const agreement = { isAgreed: true, serverTime: new Date(), engineUserId: 'u1', userName: 'Jana Nováková', email: 'j@example.com', textSha256: 'a'.repeat(64) };

describe('the agreement form', () => {
  it('asks for the details whose placeholders the template left open', () => {
    expect(detailsAskedFor('Between {{ company }} (ID {{companyIdNo}}) and the Agency.')).toEqual(['company', 'companyIdNo']);
    expect(detailsAskedFor('Plain text with no blanks.')).toEqual([]);
  });

  it('refuses an empty required detail on its field and sends nothing', async () => {
    const callMethod = vi.fn(async () => agreement);
    const onAgreed = vi.fn();
    renderInApp(<AgreementForm document={{ _id: 'd1', title: 'NDA', text: 'Signed for {{company}}.' }} onAgreed={onAgreed} />, {
      account: signedIn(undefined, { callMethod: callMethod as never }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Company/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Company is required')).toBeTruthy();
    expect(callMethod).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /Company/ }), { target: { value: 'Nováková Consulting s.r.o.' } });
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(onAgreed).toHaveBeenCalledWith(agreement));
    expect(callMethod).toHaveBeenCalledWith(
      'peopleDocuments.agree',
      'd1',
      expect.objectContaining({ company: 'Nováková Consulting s.r.o.', clickedAt: expect.any(Date), clientTime: expect.any(Date), url: expect.any(String) }),
    );
  });

  it('says the server’s refusal', async () => {
    const callMethod = vi.fn(async () => {
      throw Object.assign(new Error('conflict'), { error: 409, reason: 'This document does not await your agreement' });
    });
    renderInApp(<AgreementForm document={{ _id: 'd1', title: 'NDA', text: 'Plain.' }} />, { account: signedIn(undefined, { callMethod: callMethod as never }) });
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This document does not await your agreement');
  });
});
