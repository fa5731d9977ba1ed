// How the agency engages an expert for a client. The contract form drives pricing (hourly or
// daily rates for freelance and contracting, a placement fee for permanent hires), so projects,
// requests and candidates all state it.
import { listOf } from './list-item';

export const TYPES_OF_SERVICE = listOf({
  freelance: 'Freelance contract', 'temporary-contracting': 'Temporary employment / contracting',
  'permanent-placement': 'Permanent placement', 'team-augmentation': 'Team augmentation',
  'project-delivery': 'Project delivery', 'interim-management': 'Interim management',
});

export type TypeOfService = (typeof TYPES_OF_SERVICE)[number]['value'];
