// Fills an empty database with demo content so a fresh `npm start` shows a working marketplace:
// projects, experts, the NDA templates (English and German) and the first admin account, whose
// generated password is printed once (see imports/api/demo).
import { loadDemoData } from '../../api/demo/load-demo';

export async function loadDemoContent(log: (line: string) => void): Promise<void> {
  const loaded = await loadDemoData(log);
  const parts = [
    loaded.projects > 0 ? `${loaded.projects} projects` : '',
    loaded.people > 0 ? `${loaded.people} experts` : '',
    loaded.templates > 0 ? `${loaded.templates} document templates (NDA in English and German)` : '',
    loaded.activity ? 'an application with its conversation, a contact message and an invitation request (see the admin’s bell)' : '',
  ].filter((part) => part !== '');
  if (parts.length > 0) log(`Loaded demo content: ${parts.join(', ')}.`);
}
