import '../../testing/cleanup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../api/companies/schema';
import type { Account } from '../../lib/account-types';
import { signedIn } from '../../testing/fake-account';
import { renderInApp } from '../../testing/render-app';
import { type MemberRoleActionProps, MemberRoleAction } from './member-role-action';

const company = { _id: 'Cm8nB7vC6xZ5lK4jH', name: 'Berger GmbH' } as Company;
const row = (role: 'owner' | 'member') => ({ userId: 'Hn4kR7tW2xY9zA3bC', role, addedAt: new Date('2026-09-01'), user: undefined });

function renderAction(props: Partial<MemberRoleActionProps>, callMethod: Account['callMethod'] = vi.fn(async () => undefined) as never) {
  const onDone = vi.fn();
  renderInApp(<MemberRoleAction company={company} row={row('member')} name="Petra N." self={false} onlyOwner={false} onDone={onDone} {...props} />, {
    account: signedIn(undefined, { callMethod }),
  });
  return { onDone, callMethod };
}

describe('changing a member’s role', () => {
  it('promotes a member and says so', async () => {
    const { onDone, callMethod } = renderAction({});
    fireEvent.click(screen.getByRole('button', { name: 'Make Petra N. an owner' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true, text: 'Petra N. is now an owner of Berger GmbH.' }));
    expect(callMethod).toHaveBeenCalledWith('companies.setMemberRole', company._id, 'Hn4kR7tW2xY9zA3bC', 'owner');
  });

  it('disables demoting the only owner and says why', () => {
    const { callMethod } = renderAction({ row: row('owner'), self: true, onlyOwner: true, name: 'You' });
    const button = screen.getByRole('button', { name: 'Make You a member' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby') && document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('The only owner: make someone else an owner first.');
    fireEvent.click(button);
    expect(callMethod).not.toHaveBeenCalled();
  });

  it('asks before an owner steps down, and "Keep it" changes nothing', async () => {
    const { onDone, callMethod } = renderAction({ row: row('owner'), self: true, name: 'You' });
    fireEvent.click(screen.getByRole('button', { name: 'Step down as owner' }));
    expect(document.activeElement?.textContent).toBe('Step down? You will no longer manage Berger GmbH.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Step down as owner' })));
    expect(callMethod).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Step down as owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, step down' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true, text: 'You are now a member of Berger GmbH; its owners manage it.' }));
    expect(callMethod).toHaveBeenCalledWith('companies.setMemberRole', company._id, 'Hn4kR7tW2xY9zA3bC', 'member');
  });

  it('says the server’s refusal', async () => {
    const refuse = vi.fn(async () => {
      throw Object.assign(new Error('conflict'), { error: 409, reason: 'A company needs at least one owner: make another member an owner first' });
    });
    const { onDone } = renderAction({ row: row('owner') }, refuse as never);
    fireEvent.click(screen.getByRole('button', { name: 'Make Petra N. a member' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: false, text: 'A company needs at least one owner: make another member an owner first' }));
  });
});
