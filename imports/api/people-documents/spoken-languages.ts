// The languages a person speaks, looked up by the e-mail address of their account: what the
// admin's "Ask for agreement" needs to offer a document in a language the person reads. An
// address without an account, or an account without languages, answers an empty list.
import { Accounts } from 'meteor/accounts-base';
import type { LanguageEntry } from '../common/lists';
import type { CandidateData } from '../users/schema';

export async function spokenLanguages(email: string): Promise<LanguageEntry[]> {
  const user = (await Accounts.findUserByEmail(email)) as { candidateData?: Pick<CandidateData, 'languages'> } | undefined;
  return (user?.candidateData?.languages ?? []).map(({ language, level }) => ({ language, level }));
}
