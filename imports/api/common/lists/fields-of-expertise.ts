// Fields of expertise: the broad practice areas an IT and engineering staffing agency recruits
// for. Every skill belongs to one of them (see skills.ts), which lets seed data and matching pick
// skills that fit a project's field.
import type { ListItem } from './list-item';

export const FIELDS_OF_EXPERTISE = [
  { value: 'software-development', label: 'Software development' },
  { value: 'frontend-mobile', label: 'Front-end and mobile development' },
  { value: 'sap-erp', label: 'SAP and ERP' },
  { value: 'data-ai', label: 'Data, analytics and AI' },
  { value: 'cloud-devops', label: 'Cloud, DevOps and infrastructure' },
  { value: 'it-security', label: 'IT security' },
  { value: 'testing-qa', label: 'Testing and quality assurance' },
  { value: 'it-operations', label: 'IT operations and support' },
  { value: 'project-management', label: 'Project and programme management' },
  { value: 'business-analysis', label: 'Business analysis and consulting' },
  { value: 'design-ux', label: 'UX and UI design' },
  { value: 'embedded-systems', label: 'Embedded systems' },
  { value: 'mechanical-engineering', label: 'Mechanical engineering' },
  { value: 'electrical-engineering', label: 'Electrical and electronics engineering' },
  { value: 'automation-robotics', label: 'Automation and robotics' },
  { value: 'manufacturing-quality', label: 'Manufacturing and quality engineering' },
  { value: 'civil-engineering', label: 'Civil and construction engineering' },
] as const satisfies readonly ListItem[];

export type FieldOfExpertise = (typeof FIELDS_OF_EXPERTISE)[number]['value'];
