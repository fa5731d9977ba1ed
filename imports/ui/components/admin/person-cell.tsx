// A person in an admin table: full name, and the e-mail address underneath (admins contact
// people; the public screens shorten names instead). Unknown people read as such.
import 'meteor/accounts-base'; // defines Meteor.users, read below
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { useIntl } from 'react-intl';

interface NamedUser {
  profile?: { name?: { first?: string; last?: string } };
  emails?: { address: string }[];
}

/** The person's name, else their address, else `unknown` ("Unknown person" in the reader's words). */
export function personName(user: NamedUser | undefined, unknown: string): string {
  const name = [user?.profile?.name?.first, user?.profile?.name?.last].filter(Boolean).join(' ');
  return name || user?.emails?.[0]?.address || unknown;
}

export function PersonCell({ userId }: { userId: string | undefined }) {
  const intl = useIntl();
  const user = useTracker(() => (userId ? (Meteor.users.findOne(userId) as NamedUser | undefined) : undefined), [userId]);
  const email = user?.emails?.[0]?.address;
  return (
    <div className="text-break">
      <div>{personName(user, intl.formatMessage({ id: 'admin-pipeline.unknownPerson' }))}</div>
      {email && <div className="small text-body-secondary">{email}</div>}
    </div>
  );
}
