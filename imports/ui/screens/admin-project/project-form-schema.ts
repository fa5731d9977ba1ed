// The editor's schemas: exactly the ones projects.create and projects.update validate with
// (input-schema.ts), with the labels admins read. Creating needs title and summary; editing may
// also change the URL name.
import type SimpleSchema from 'simpl-schema';
import { projectChangesSchema, projectInputSchema } from '../../../api/projects/input-schema';

const LABELS = {
  title: 'Title',
  summary: 'Summary (one or two sentences on the card)',
  description: 'Description (Markdown)',
  city: 'City',
  country: 'Country',
  continent: 'Continent',
  remotePercent: 'Remote share in %',
  startAsap: 'Start as soon as possible',
  startDate: 'Start date',
  durationMonths: 'Duration in months',
  extensionPossible: 'Extension possible',
  workloadPercent: 'Workload in % of full time',
  'rate.onRequest': 'Rate on request',
  'rate.min': 'Minimum rate',
  'rate.max': 'Maximum rate',
  'rate.currency': 'Currency',
  'rate.unit': 'Per',
  skills: 'Skills',
  fieldOfExpertise: 'Field of expertise',
  industry: 'Industry',
  typeOfService: 'Type of service',
  languages: 'Languages',
  'languages.$.language': 'Language',
  'languages.$.minLevel': 'Minimum level',
  clientName: 'Client (confidential)',
  adminNotes: 'Internal notes (admins only)',
  ndaRequired: 'Candidates agree to an NDA before applying',
  urlName: 'URL name',
};

function labelled(schema: SimpleSchema): SimpleSchema {
  const copy = schema.clone();
  copy.labels(Object.fromEntries(Object.entries(LABELS).filter(([key]) => copy.allowsKey(key))));
  return copy;
}

export const createProjectFormSchema = labelled(projectInputSchema);
export const editProjectFormSchema = labelled(projectChangesSchema);
