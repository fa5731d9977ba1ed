// `peopleDocuments.mine`: the caller's own documents (the screenshot left out: up to 2 MB, read one
// by one), each naming its project. A document with a `projectId` is sent with `project`
// ({ title, urlName }) read from the project here, so My Documents and the document view name it
// without a lookup per row; the name is read when the document is sent or its projectId changes
// (a project renamed later is named anew on the next subscription).
//
// Written with publishOwn rather than definePublication, whose `cursors` cannot add a field.
import { publishOwn } from '../common/publish-own';
import { Projects } from '../projects/collection';
import { PeopleDocuments } from './collection';
import { WITHOUT_SCREENSHOT } from './publications';
import type { DocumentProject } from './schema';

const COLLECTION = 'peopleDocuments';

type Fields = Record<string, unknown>;

async function projectOf(projectId: unknown): Promise<DocumentProject | undefined> {
  if (typeof projectId !== 'string') return undefined;
  const project = await Projects.findOneAsync({ _id: projectId }, { fields: { title: 1, urlName: 1 } });
  return project ? { title: project.title, urlName: project.urlName } : undefined;
}

export const myDocumentsPublication = publishOwn('peopleDocuments.mine', async function myDocuments(userId) {
  let stopped = false;
  // Each message waits for its project's name; the chain keeps them in the observer's order.
  let sending: Promise<void> = Promise.resolve();
  const inOrder = (send: () => Promise<void> | void) => {
    sending = sending
      .then(async () => {
        if (!stopped) await send();
      })
      .catch((error: unknown) => {
        if (!stopped) this.error(error as Error);
      });
  };
  const handle = await PeopleDocuments.find({ engineUserId: userId }, { fields: WITHOUT_SCREENSHOT, limit: 500 }).observeChangesAsync({
    added: (id, fields: Fields) =>
      inOrder(async () => {
        const project = await projectOf(fields.projectId);
        if (!stopped) this.added(COLLECTION, id, project ? { ...fields, project } : fields);
      }),
    changed: (id, fields: Fields) =>
      inOrder(async () => {
        const named = 'projectId' in fields ? { ...fields, project: await projectOf(fields.projectId) } : fields;
        if (!stopped) this.changed(COLLECTION, id, named);
      }),
    removed: (id) => inOrder(() => this.removed(COLLECTION, id)),
  });
  this.onStop(() => {
    stopped = true;
    handle.stop();
  });
  await sending;
  this.ready();
});
