// Industries of the client (for projects) and of past employers (for experience entries).
// Labels, English included, are messages lists-fields.industry.<value> (list-item.ts, ListEntry).
import { listOfValues } from './list-item';

export const INDUSTRIES = listOfValues([
  'automotive', 'aerospace-defence', 'banking', 'insurance', 'financial-services',
  'telecommunications', 'energy-utilities', 'oil-gas-mining', 'industrial-manufacturing',
  'electronics-semiconductors', 'chemicals', 'pharma-life-sciences', 'medical-devices',
  'healthcare', 'retail-ecommerce', 'consumer-goods', 'food-agriculture', 'logistics-transport',
  'railway', 'construction-real-estate', 'public-sector', 'education-research',
  'media-entertainment', 'gaming', 'software-internet', 'it-services', 'travel-hospitality',
]);

export type Industry = (typeof INDUSTRIES)[number]['value'];
