// How the agency engages an expert for a client. The contract form drives pricing (hourly or
// daily rates for freelance and contracting, a placement fee for permanent hires), so projects,
// requests and candidates all state it.
import type { ListItem } from './list-item';

export const TYPES_OF_SERVICE = [
  { value: 'freelance', label: 'Freelance contract' },
  { value: 'temporary-contracting', label: 'Temporary employment / contracting' },
  { value: 'permanent-placement', label: 'Permanent placement' },
  { value: 'team-augmentation', label: 'Team augmentation' },
  { value: 'project-delivery', label: 'Project delivery' },
  { value: 'interim-management', label: 'Interim management' },
] as const satisfies readonly ListItem[];

export type TypeOfService = (typeof TYPES_OF_SERVICE)[number]['value'];
