// The signed-in user's own document with the wizard's and profile's data, from the `users.me`
// publication (the accounts package's default publication leaves `candidateData` out).
// Meteor.users comes with the accounts client.
import 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { useSubscribe } from './subscriptions';
import type { WizardUser } from './wizard-state';

export function useWizardUser(userId: string | null): { loading: boolean; user: WizardUser | null } {
  const isLoading = useSubscribe(userId ? 'users.me' : undefined);
  const user = useTracker(() => (userId ? ((Meteor.users.findOne({ _id: userId }) as WizardUser | undefined) ?? null) : null), [userId]);
  return { loading: Boolean(userId) && isLoading(), user };
}
