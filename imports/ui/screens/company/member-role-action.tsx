// Changing a member's role (`companies.setMemberRole`), for owners: "Make owner" promotes a
// member, "Make member" demotes another owner, and stepping down yourself is confirmed in place
// (you stop managing the company). The only owner cannot be demoted: the button is disabled and
// the reason is written beside it (and read with it); the server refuses it too, with its reason.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from 'react-bootstrap/Button';
import type { Company } from '../../../api/companies/schema';
import { KeepItButton, useConfirmInPlace } from '../../components/confirm-in-place';
import { useCurrentAccount } from '../../lib/account-context';
import { errorText } from '../../i18n/error-text';
import type { MemberRow } from './use-company-members';
import type { ActionResult } from './action-result';

export interface MemberRoleActionProps {
  company: Company;
  row: MemberRow;
  name: string;
  self: boolean;
  /** True when this row is the company's only owner. */
  onlyOwner: boolean;
  onDone: (message: ActionResult) => void;
}

export function MemberRoleAction({ company, row, name, self, onlyOwner, onDone }: MemberRoleActionProps) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const { asking, ask, keep, close, question, opener } = useConfirmInPlace<HTMLSpanElement>();
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  const change = async (role: 'owner' | 'member') => {
    setBusy(true);
    close();
    try {
      await callMethod('companies.setMemberRole', company._id, row.userId, role);
      const text = self
        ? intl.formatMessage({ id: 'company.role.steppedDown' }, { company: company.name })
        : intl.formatMessage({ id: role === 'owner' ? 'company.role.nowOwner' : 'company.role.nowMember' }, { name, company: company.name });
      onDone({ ok: true, text });
    } catch (failure) {
      onDone({ ok: false, text: errorText(intl, failure, 'company.role.changeFailed') });
    } finally {
      setBusy(false);
    }
  };

  // Each button has its own key: a promoted member gets a new button, not the old one recoloured
  // through a CSS transition (half-way colours fail contrast).
  if (row.role === 'member') {
    return (
      <Button key="promote" size="sm" variant="outline-primary" disabled={busy} aria-label={intl.formatMessage({ id: 'company.role.makeNamedOwner' }, { name })} onClick={() => void change('owner')}>
        <FormattedMessage id="company.role.makeOwner" />
      </Button>
    );
  }
  if (onlyOwner) {
    // Disabled but focusable (aria-disabled), so a keyboard or screen reader user reaches the
    // button and hears why; the table keeps something to focus when it scrolls on a phone.
    return (
      <span className="d-inline-flex flex-wrap align-items-center gap-1">
        <Button size="sm" variant="outline-secondary" className="disabled" aria-disabled="true" aria-label={intl.formatMessage({ id: 'company.role.makeNamedMember' }, { name })} aria-describedby={noteId}>
          <FormattedMessage id="company.role.makeMember" />
        </Button>
        <span className="small text-body-secondary" id={noteId}>
          <FormattedMessage id="company.role.onlyOwner" />
        </span>
      </span>
    );
  }
  if (!self) {
    return (
      <Button key="demote" size="sm" variant="outline-secondary" disabled={busy} aria-label={intl.formatMessage({ id: 'company.role.makeNamedMember' }, { name })} onClick={() => void change('member')}>
        <FormattedMessage id="company.role.makeMember" />
      </Button>
    );
  }
  if (asking) {
    return (
      <span className="d-inline-flex flex-wrap align-items-center gap-1">
        <span ref={question} tabIndex={-1} className="small">
          <FormattedMessage id="company.role.stepDownQuestion" values={{ company: company.name }} />
        </span>
        <Button size="sm" variant="danger" onClick={() => void change('member')}>
          <FormattedMessage id="company.role.stepDownYes" />
        </Button>
        <KeepItButton onClick={keep} />
      </span>
    );
  }
  return (
    <Button ref={opener} size="sm" variant="outline-secondary" disabled={busy} onClick={ask}>
      <FormattedMessage id="company.role.stepDown" />
    </Button>
  );
}
