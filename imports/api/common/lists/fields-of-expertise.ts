// Fields of expertise: the broad practice areas an IT and engineering staffing agency recruits
// for. Every skill belongs to one of them (see skills.ts), which lets seed data and matching pick
// skills that fit a project's field.
import { listOf } from './list-item';

export const FIELDS_OF_EXPERTISE = listOf({
  'software-development': 'Software development', 'frontend-mobile': 'Front-end and mobile development',
  'sap-erp': 'SAP and ERP', 'data-ai': 'Data, analytics and AI',
  'cloud-devops': 'Cloud, DevOps and infrastructure', 'it-security': 'IT security',
  'testing-qa': 'Testing and quality assurance', 'it-operations': 'IT operations and support',
  'project-management': 'Project and programme management',
  'business-analysis': 'Business analysis and consulting', 'design-ux': 'UX and UI design',
  'embedded-systems': 'Embedded systems', 'mechanical-engineering': 'Mechanical engineering',
  'electrical-engineering': 'Electrical and electronics engineering',
  'automation-robotics': 'Automation and robotics',
  'manufacturing-quality': 'Manufacturing and quality engineering',
  'civil-engineering': 'Civil and construction engineering',
});

export type FieldOfExpertise = (typeof FIELDS_OF_EXPERTISE)[number]['value'];
