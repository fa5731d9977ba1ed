// "Invitations for you" on My Company: the pending, unexpired invitations to the user's own
// addresses (`companyInvitations.mine`, live), each with Accept and Decline. Accepting makes the
// user a member (and selects the company if they had none); declining leaves no trace. Shown only
// while there is something to answer, or an answer to confirm.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from 'react-bootstrap/Button';
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { CompanyInvitations } from '../../../api/company-invitations/browser-collection';
import type { CompanyInvitationView } from '../../../api/company-invitations/schema';
import { shownStatus } from '../../../api/company-invitations/shown-status';
import { useCurrentAccount } from '../../lib/account-context';
import { errorText } from '../../i18n/error-text';
import { invitationLead } from './invitation-words';
import { type ActionResult, ActionResultAlert } from './action-result';
import { SectionCard } from '../../components/page/section-card';

export function InvitationsForYou() {
  const { user, callMethod } = useCurrentAccount();
  const intl = useIntl();
  useSubscribe('companyInvitations.mine');
  const addressKey = (user?.emails ?? []).map((entry) => entry.address.toLowerCase()).join(',');
  const invitations = useFind(
    () => CompanyInvitations.find({ address: { $in: addressKey ? addressKey.split(',') : [] }, status: 'pending' }, { sort: { createdAt: -1 } }),
    [addressKey],
  ).filter((invitation) => shownStatus(invitation) === 'pending');
  const [message, setMessage] = useState<ActionResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (invitation: CompanyInvitationView, accepting: boolean) => {
    setBusy(invitation._id);
    try {
      await callMethod(accepting ? 'companyInvitations.accept' : 'companyInvitations.decline', invitation._id);
      setMessage({ ok: true, text: intl.formatMessage({ id: accepting ? 'company.invitation.joined' : 'company.invitation.declined' }, { company: invitation.companyName }) });
    } catch (failure) {
      setMessage({ ok: false, text: errorText(intl, failure, 'company.invitation.answerFailed') });
    } finally {
      setBusy(null);
    }
  };

  if (invitations.length === 0 && !message) return null;
  return (
    <SectionCard title={intl.formatMessage({ id: 'company.invitation.forYou' })} className="border-primary">
      <ActionResultAlert result={message} onClose={() => setMessage(null)} />
      <ul className="list-unstyled mb-0">
        {invitations.map((invitation) => (
          <li key={invitation._id} className="d-flex flex-wrap align-items-center gap-2 py-2 border-top">
            <span className="flex-grow-1">{invitationLead(invitation, intl)}</span>
            <Button size="sm" disabled={busy !== null} onClick={() => void answer(invitation, true)} aria-label={intl.formatMessage({ id: 'company.invitation.acceptNamed' }, { company: invitation.companyName })}>
              <FormattedMessage id="company.invitation.accept" />
            </Button>
            <Button size="sm" variant="outline-secondary" disabled={busy !== null} onClick={() => void answer(invitation, false)} aria-label={intl.formatMessage({ id: 'company.invitation.declineNamed' }, { company: invitation.companyName })}>
              <FormattedMessage id="company.invitation.decline" />
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
