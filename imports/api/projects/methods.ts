// Project methods: thin shells (argument schema, access, call into logic). Writes and the admin
// table's count are admin-only; counting open projects ("N projects found") is public like the list itself.
import { defineMethod } from '../common/define-method';
import { createSchema, id } from '../common/lists';
import { type ProjectFilters, openProjectsSelector } from './filters';
import { projectFiltersSchema } from './filters-schema';
import { archiveProject, deleteProject, restoreProject } from './archive';
import { Projects } from './collection';
import {
  type ClearableProjectKey,
  closeProject,
  createProject,
  PROJECT_CLEARABLE_KEYS,
  projectChangesSchema,
  type ProjectChanges,
  type ProjectInput,
  projectInputSchema,
  publishProject,
  reopenProject,
  updateProject,
} from './logic';

const projectIdParams = createSchema({ projectId: id() });

export const createProjectMethod = defineMethod({
  name: 'projects.create',
  params: createSchema({ project: { type: projectInputSchema } }),
  access: 'admin',
  run(project: ProjectInput) {
    return createProject(project, this.userId as string);
  },
});

export const updateProjectMethod = defineMethod({
  name: 'projects.update',
  params: createSchema({
    projectId: id(),
    changes: { type: projectChangesSchema },
    clear: { type: Array, optional: true, maxCount: PROJECT_CLEARABLE_KEYS.length },
    'clear.$': { type: String, allowedValues: [...PROJECT_CLEARABLE_KEYS] },
  }),
  access: 'admin',
  run: (projectId: string, changes: ProjectChanges, clear?: ClearableProjectKey[]) => updateProject(projectId, changes, clear),
});

export const publishProjectMethod = defineMethod({
  name: 'projects.publish',
  params: projectIdParams,
  access: 'admin',
  // Every saved search hears of it: the pass is queued with the publish (saved-searches/match-queue.ts).
  run(projectId: string) {
    return publishProject(projectId, this.userId as string);
  },
});

export const closeProjectMethod = defineMethod({
  name: 'projects.close',
  params: projectIdParams,
  access: 'admin',
  run: (projectId: string) => closeProject(projectId),
});

export const reopenProjectMethod = defineMethod({
  name: 'projects.reopen',
  params: projectIdParams,
  access: 'admin',
  run(projectId: string) {
    return reopenProject(projectId, this.userId as string);
  },
});

export const archiveProjectMethod = defineMethod({
  name: 'projects.archive',
  params: projectIdParams,
  access: 'admin',
  run: (projectId: string) => archiveProject(projectId),
});

export const restoreProjectMethod = defineMethod({
  name: 'projects.restore',
  params: projectIdParams,
  access: 'admin',
  run(projectId: string) {
    return restoreProject(projectId, this.userId as string);
  },
});

export const deleteProjectMethod = defineMethod({
  name: 'projects.delete',
  params: projectIdParams,
  access: 'admin',
  run(projectId: string) {
    return deleteProject(projectId, this.userId as string);
  },
});

export const countProjectsMethod = defineMethod({
  name: 'projects.count',
  params: createSchema({ filters: { type: projectFiltersSchema, optional: true } }),
  access: 'public',
  run: (filters?: ProjectFilters) => Projects.find(openProjectsSelector(filters ?? {})).countAsync(),
});

export const projectMethods = [
  createProjectMethod,
  updateProjectMethod,
  publishProjectMethod,
  closeProjectMethod,
  reopenProjectMethod,
  archiveProjectMethod,
  restoreProjectMethod,
  deleteProjectMethod,
  countProjectsMethod,
];
