// What peopleDocuments contributes to account deletion and the personal-data export. Agreement
// records are kept after deletion as legal evidence (spec: "keeps agreement records"); documents
// nobody agreed to are erased with the account. Server-only.
import { onAccountDeleted, registerPersonalDataExporter } from '../users/personal-data';
import { PeopleDocuments } from './collection';

export function registerPeopleDocumentDataHooks(): void {
  registerPersonalDataExporter('documents', (userId) => PeopleDocuments.find({ engineUserId: userId }).fetchAsync());
  onAccountDeleted('peopleDocuments', async (user) => {
    const erased = await PeopleDocuments.removeAsync({ engineUserId: user._id, agreement: { $exists: false } });
    const kept = await PeopleDocuments.countDocuments({ engineUserId: user._id });
    return {
      erased: erased > 0 ? ['Documents you had not agreed to'] : [],
      kept: kept > 0 ? [{ what: 'Your agreements to documents (NDAs, contracts)', why: 'Kept as legal evidence of what you agreed to' }] : [],
    };
  });
}
