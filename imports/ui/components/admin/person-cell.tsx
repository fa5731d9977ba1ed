// A person in an admin table: full name, and the e-mail address underneath (admins contact
// people; the public screens shorten names instead). Unknown people read as such.
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';

interface NamedUser {
  profile?: { name?: { first?: string; last?: string } };
  emails?: { address: string }[];
}

export function personName(user: NamedUser | undefined): string {
  const name = [user?.profile?.name?.first, user?.profile?.name?.last].filter(Boolean).join(' ');
  return name || user?.emails?.[0]?.address || 'Unknown person';
}

export function PersonCell({ userId }: { userId: string | undefined }) {
  const user = useTracker(() => (userId ? (Meteor.users.findOne(userId) as NamedUser | undefined) : undefined), [userId]);
  const email = user?.emails?.[0]?.address;
  return (
    <div className="text-break">
      <div>{personName(user)}</div>
      {email && <div className="small text-body-secondary">{email}</div>}
    </div>
  );
}
