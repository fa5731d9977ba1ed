// Continents with the codes the spec names. WORLD ("Worldwide") is for projects and experts
// not tied to one continent (fully remote work); no country belongs to it.
import type { ListItem } from './list-item';

export const CONTINENTS = [
  { value: 'EURO', label: 'Europe' },
  { value: 'NOAM', label: 'North America' },
  { value: 'SOAM', label: 'South America' },
  { value: 'ASIA', label: 'Asia' },
  { value: 'AUST', label: 'Australia' },
  { value: 'AFRI', label: 'Africa' },
  { value: 'WORLD', label: 'Worldwide' },
] as const satisfies readonly ListItem[];

export type ContinentCode = (typeof CONTINENTS)[number]['value'];
