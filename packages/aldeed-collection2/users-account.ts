// The default account lookup for accountIdSchema on the server: the acting user's
// `selectedAccountId`, read straight from the `users` store (not through a Mongo.Collection, so
// this package never claims the `users` collection name the accounts package owns).
import { currentStorage } from '../mongo/storage';
import type { AccountIdResolver } from './auto-schemas';

export const readSelectedAccountId: AccountIdResolver = async (userId) => {
  const storage = await currentStorage().storage;
  const users = await storage.collection('users');
  const [user] = await users.find({ _id: userId }, { projection: { selectedAccountId: 1 }, limit: 1 });
  const selected = user?.selectedAccountId;
  return typeof selected === 'string' && selected !== '' ? selected : null;
};
