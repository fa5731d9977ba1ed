// Kinds of document a person is asked to agree to (templates and peopleDocuments share them).
import type { ListItem } from './list-item';

export const DOCUMENT_TYPES = [
  { value: 'nda', label: 'Non-disclosure agreement' },
  { value: 'framework-agreement', label: 'Framework agreement' },
  { value: 'project-contract', label: 'Project contract' },
  { value: 'data-processing', label: 'Personal data processing consent' },
  { value: 'code-of-conduct', label: 'Code of conduct' },
] as const satisfies readonly ListItem[];

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];
