// How the agency engages an expert for a client. The contract form drives pricing (hourly or
// daily rates for freelance and contracting, a placement fee for permanent hires), so projects,
// requests and candidates all state it.
// Labels, English included, are messages lists-fields.service.<value> (list-item.ts, ListEntry).
import { listOfValues } from './list-item';

export const TYPES_OF_SERVICE = listOfValues([
  'freelance', 'temporary-contracting', 'permanent-placement', 'team-augmentation',
  'project-delivery', 'interim-management',
]);

export type TypeOfService = (typeof TYPES_OF_SERVICE)[number]['value'];
