// Fields of expertise: the broad practice areas an IT and engineering staffing agency recruits
// for. Every skill belongs to one of them (see skills.ts), which lets seed data and matching pick
// skills that fit a project's field.
// Labels, English included, are messages lists-fields.field.<value> (list-item.ts, ListEntry).
import { listOfValues } from './list-item';

export const FIELDS_OF_EXPERTISE = listOfValues([
  'software-development', 'frontend-mobile', 'sap-erp', 'data-ai', 'cloud-devops', 'it-security',
  'testing-qa', 'it-operations', 'project-management', 'business-analysis', 'design-ux',
  'embedded-systems', 'mechanical-engineering', 'electrical-engineering', 'automation-robotics',
  'manufacturing-quality', 'civil-engineering',
]);

export type FieldOfExpertise = (typeof FIELDS_OF_EXPERTISE)[number]['value'];
