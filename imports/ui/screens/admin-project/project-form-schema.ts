// The editor's schemas: exactly the ones projects.create and projects.update validate with
// (input-schema.ts), with the labels admins read, in their language. Creating needs title and
// summary; editing may also change the URL name.
import type { IntlShape } from 'react-intl';
import type SimpleSchema from 'simpl-schema';
import type { MessageId } from '../../../i18n/message-ids';
import { projectChangesSchema, projectInputSchema } from '../../../api/projects/input-schema';

/** Each labelled key and its message (`languages.$.language` → `…field.languages.language`). */
const LABELLED = [
  'title', 'summary', 'description', 'city', 'country', 'continent', 'remotePercent', 'startAsap', 'startDate', 'durationMonths',
  'extensionPossible', 'workloadPercent', 'rate.onRequest', 'rate.min', 'rate.max', 'rate.currency', 'rate.unit', 'skills',
  'fieldOfExpertise', 'industry', 'typeOfService', 'languages', 'languages.$.language', 'languages.$.minLevel', 'clientName',
  'adminNotes', 'ndaRequired', 'urlName',
] as const;

const labelId = (key: string) => `admin-projects.field.${key.replace('.$.', '.')}` as MessageId;

/** The schema with the labels in the admin's language. */
export function labelledProjectSchema(schema: SimpleSchema, intl: IntlShape): SimpleSchema {
  const copy = schema.clone();
  copy.labels(Object.fromEntries(LABELLED.filter((key) => copy.allowsKey(key)).map((key) => [key, intl.formatMessage({ id: labelId(key) })])));
  return copy;
}

/** What the editor validates with, labels aside: exactly projects.create's and projects.update's schemas. */
export const createProjectFormSchema: SimpleSchema = projectInputSchema;
export const editProjectFormSchema: SimpleSchema = projectChangesSchema;
