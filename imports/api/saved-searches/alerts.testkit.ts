// What the saved-search alert suites share: publishing a project as the admin, saving a search as
// someone, waiting until the matching passes and the alerts they queued are done, and reading a
// person's alerts and mails.
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import type { RoleSuite } from '../common/role-suite.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { Notifications } from '../notifications/collection';
import { projectInput } from '../projects/api.testkit';

/** Hands out the words in turn; words far apart (the search forgives a small typo) keep each test's matches its own. */
export function wordsInTurn(words: readonly string[]): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return words[counter % words.length]!;
  };
}

export function alertSteps(suite: RoleSuite) {
  return {
    async publish(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
      const created = (await suite.admin.connection.callAsync('projects.create', projectInput({ title, ...overrides }))) as { _id: string };
      await suite.admin.connection.callAsync('projects.publish', created._id);
      return created._id;
    },
    /** The queued matching passes run, and the alerts they queued dispatched. */
    async settled(): Promise<void> {
      await suite.app.app.savedSearchMatching.idle();
      await suite.app.app.notifications.dispatcher.idle();
    },
    async saveSearch(who: LoggedInConnection, text: string, frequency: string, filters: Record<string, unknown> = {}): Promise<string> {
      const saved = await who.connection.callAsync('savedSearches.save', { name: `Alerts for ${text}`, frequency, filters: { text, ...filters }, timeZone: 'Europe/Prague' });
      return saved as string;
    },
  };
}

export const alertsOf = (userId: string) => Notifications.find({ userId, kind: 'search.matched' }).fetchAsync();
export const mailsOf = (userId: string) => OutboxMails.find({ userId }).fetchAsync();
