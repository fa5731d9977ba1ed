// The company's members with their names and e-mail addresses. `companies.members` sends the
// other members' user documents as they are when it starts, so the subscription starts again
// whenever the member list changes (someone invited, removed or leaving).
import { useEffect, useMemo, useState } from 'react';
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { useIntl } from 'react-intl';
import type { Company, CompanyRole } from '../../../api/companies/schema';
import type { AccountUser } from '../../lib/account-types';
import { errorText } from '../../i18n/error-text';
import { subscribe } from '../../lib/subscriptions';

export interface MemberRow {
  userId: string;
  role: CompanyRole;
  addedAt: Date;
  user: AccountUser | undefined;
}

/** `error`: null while all is well, else what the server said, in the reader's language. */
export function useCompanyMembers(company: Company): { rows: MemberRow[]; loading: boolean; error: string | null } {
  const intl = useIntl();
  const memberKey = company.members.map((member) => member.userId).join(',');
  const [state, setState] = useState<{ key: string; ready: boolean; error: unknown }>({ key: '', ready: false, error: null });
  const key = `${company._id}:${memberKey}`;
  useEffect(() => {
    const handle = subscribe('companies.members', [company._id], {
      onReady: () => setState({ key, ready: true, error: null }),
      onStop: (error) => {
        if (error) setState({ key, ready: true, error });
      },
    });
    return () => handle.stop();
  }, [company._id, key]);
  const users = useTracker(() => Meteor.users.find({ _id: { $in: company.members.map((member) => member.userId) } }).fetch() as AccountUser[], [memberKey]);
  const rows = useMemo(
    () => company.members.map((member) => ({ ...member, user: users.find((user) => user._id === member.userId) })),
    [company.members, users],
  );
  const current = state.key === key;
  return { rows, loading: !current || !state.ready, error: current && state.error ? errorText(intl, state.error) : null };
}
