// Fills a fresh database with demo content so `npm start` and `npm run dev` show a working
// marketplace: projects, experts, the NDA templates (English and German), a demo admin account
// whose generated password is printed once (see imports/api/demo) and a little activity. Only
// when asked (DEMO_CONTENT, on in development: see settings/server-settings.ts), and once per
// database: emptying the projects or experts later does not bring the demo back. The demo's
// matching, saved search and unconfirmed availability (demo-matching.ts) are a second migration,
// so a database whose demo was loaded before them gets them too, once.
import { migrateOnce } from '../../api/common/migrations';
import { loadDemoMatching } from '../../api/demo/demo-matching';
import { type DemoLoadResult, loadDemoData } from '../../api/demo/load-demo';

export const DEMO_CONTENT_MIGRATION = 'demo-content';
export const DEMO_MATCHING_MIGRATION = 'demo-content-matching';

export async function loadDemoContent(log: (line: string) => void, options: { adminEmail?: string } = {}): Promise<void> {
  let loaded: DemoLoadResult | undefined;
  await migrateOnce(DEMO_CONTENT_MIGRATION, async () => {
    loaded = await loadDemoData(log, { adminEmail: options.adminEmail });
  });
  let matching = false;
  await migrateOnce(DEMO_MATCHING_MIGRATION, async () => {
    matching = await loadDemoMatching();
  });
  if (loaded) logLoaded(log, loaded);
  if (matching) log('Demo matching: the demo candidate and the admin have a saved search with daily alerts and an unconfirmed availability; the Best matches of the project she applied to offer a second candidate to ask to apply.');
}

function logLoaded(log: (line: string) => void, loaded: DemoLoadResult): void {
  const parts = [
    loaded.projects > 0 ? `${loaded.projects} projects` : '',
    loaded.people > 0 ? `${loaded.people} experts` : '',
    loaded.templates > 0 ? `${loaded.templates} document templates (NDA in English and German)` : '',
    loaded.activity ? 'an application with its conversation, a contact message and an invitation request (see the admin’s bell)' : '',
  ].filter((part) => part !== '');
  if (parts.length > 0) log(`Loaded demo content: ${parts.join(', ')}.`);
}
