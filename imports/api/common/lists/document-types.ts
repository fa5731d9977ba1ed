// Kinds of document a person is asked to agree to (templates and peopleDocuments share them).
import { listOf } from './list-item';

export const DOCUMENT_TYPES = listOf({
  nda: 'Non-disclosure agreement', 'framework-agreement': 'Framework agreement',
  'project-contract': 'Project contract', 'data-processing': 'Personal data processing consent',
  'code-of-conduct': 'Code of conduct',
});

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];
