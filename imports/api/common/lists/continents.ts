// Continents with the codes the spec names. WORLD ("Worldwide") is for projects and experts
// not tied to one continent (fully remote work); no country belongs to it.
import { listOf } from './list-item';

export const CONTINENTS = listOf({
  EURO: 'Europe', NOAM: 'North America', SOAM: 'South America', ASIA: 'Asia', AUST: 'Australia', AFRI: 'Africa',
  WORLD: 'Worldwide',
});

export type ContinentCode = (typeof CONTINENTS)[number]['value'];
