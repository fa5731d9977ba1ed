// What an admin writes on a project, as schemas the browser can import too: the admin editor
// builds its form from exactly the schemas projects.create and projects.update validate with.
// Status, URL name (except an explicit one), dates and the reference number stay the server's.
import { partialSchema } from '../common/schema-checks';
import { projectSchema, type Project } from './schema';

export const PROJECT_INPUT_KEYS = [
  'title',
  'summary',
  'description',
  'city',
  'country',
  'continent',
  'remotePercent',
  'startAsap',
  'startDate',
  'durationMonths',
  'extensionPossible',
  'workloadPercent',
  'rate',
  'skills',
  'fieldOfExpertise',
  'industry',
  'typeOfService',
  'languages',
  'clientName',
  'adminNotes',
  'ndaRequired',
] as const;

/** Keys an edit may remove (title and summary are always required). */
export const PROJECT_CLEARABLE_KEYS = PROJECT_INPUT_KEYS.filter((key) => key !== 'title' && key !== 'summary');

export type ProjectInput = Pick<Project, (typeof PROJECT_INPUT_KEYS)[number]>;
export type ProjectChanges = Partial<ProjectInput> & { urlName?: string };
export type ClearableProjectKey = (typeof PROJECT_CLEARABLE_KEYS)[number];

export const projectInputSchema = projectSchema.pick(...PROJECT_INPUT_KEYS);
export const projectChangesSchema = partialSchema(projectSchema, [...PROJECT_INPUT_KEYS, 'urlName']);
