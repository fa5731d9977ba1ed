// `applications.mine`: the caller's applications without admin remarks, and the public fields of
// each of their projects, as a reactive join. An application added later (applying on a project
// page, in this tab or another) brings its project along at once, without a re-subscribe; a
// project's own changes (closed, retitled) arrive too. Each project is observed once however many
// of the caller's applications point at it, and released when the last one goes.
//
// Written with publishOwn rather than definePublication, whose `cursors` cannot follow a join.
import { publishOwn } from '../common/publish-own';
import { Projects } from '../projects/collection';
import { publicProjectFields } from '../projects/schema';
import { Applications } from './collection';
import { CANDIDATE_APPLICATION_FIELDS } from './schema';

interface Stoppable {
  stop(): void;
}

interface ProjectWatch {
  uses: number;
  /** False once released: late callbacks of its observer are ignored. */
  live: boolean;
  handle: Promise<Stoppable>;
}

type Fields = Record<string, unknown>;

export const myApplicationsPublication = publishOwn('applications.mine', async function myApplications(userId) {
  let stopped = false;
  const projects = new Map<string, ProjectWatch>();
  const projectOf = new Map<string, string>();
  // Applications whose project is still being fetched: held back (with any changes meanwhile).
  const pending = new Map<string, Fields>();

  const watchProject = (projectId: string): Promise<Stoppable> => {
    const existing = projects.get(projectId);
    if (existing) {
      existing.uses += 1;
      return existing.handle;
    }
    const watch = { uses: 1, live: true } as ProjectWatch;
    const ifLive = (send: () => void) => {
      if (watch.live && !stopped) send();
    };
    watch.handle = Projects.find({ _id: projectId }, { fields: publicProjectFields })
      .observeChangesAsync({
        added: (id, fields) => ifLive(() => this.added('projects', id, fields)),
        changed: (id, fields) => ifLive(() => this.changed('projects', id, fields)),
        removed: (id) => ifLive(() => this.removed('projects', id)),
      })
      .then((observer) => {
        // Released, or the subscription stopped, while the observer started.
        if (!watch.live || stopped) observer.stop();
        return observer;
      });
    projects.set(projectId, watch);
    return watch.handle;
  };

  const releaseProject = (projectId: string) => {
    const watch = projects.get(projectId);
    if (!watch) return;
    watch.uses -= 1;
    if (watch.uses > 0) return;
    projects.delete(projectId);
    watch.live = false;
    this.removed('projects', projectId);
    void watch.handle.then((observer) => observer.stop());
  };

  const starting: Promise<unknown>[] = [];
  const applications = await Applications.find({ userId }, { fields: CANDIDATE_APPLICATION_FIELDS }).observeChangesAsync({
    added: (id, fields) => {
      const projectId = fields.projectId as string;
      projectOf.set(id, projectId);
      pending.set(id, { ...fields });
      // The project first, so a client never shows an application whose project is missing.
      const sent = watchProject(projectId).then(() => {
        const held = pending.get(id);
        pending.delete(id);
        if (held && !stopped) this.added('applications', id, held);
      });
      starting.push(sent);
    },
    changed: (id, fields) => {
      const held = pending.get(id);
      if (!held) {
        this.changed('applications', id, fields);
        return;
      }
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) delete held[key];
        else held[key] = value;
      }
    },
    removed: (id) => {
      const projectId = projectOf.get(id);
      projectOf.delete(id);
      if (pending.has(id)) pending.delete(id);
      else this.removed('applications', id);
      if (projectId) releaseProject(projectId);
    },
  });
  await Promise.all(starting);
  this.onStop(() => {
    stopped = true;
    applications.stop();
    for (const watch of projects.values()) void watch.handle.then((observer) => observer.stop());
    projects.clear();
  });
  this.ready();
});
