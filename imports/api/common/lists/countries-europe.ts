// European countries (ISO 3166-1 alpha-2). The marketplace's home markets come first, in the
// spec's order (Czechia, Germany, Hungary, Poland, Slovakia); then the rest of Europe in
// alphabetical order of the English name. Kosovo uses XK, the code the EU itself uses.
// Cyprus is listed as an EU member; Turkey, Georgia, Armenia and Azerbaijan are in Asia.
import { countriesIn } from './country-item';

export const PRIORITY_EUROPEAN_COUNTRIES = countriesIn('EURO', {
  CZ: 'Czechia', DE: 'Germany', HU: 'Hungary', PL: 'Poland', SK: 'Slovakia',
});

export const OTHER_EUROPEAN_COUNTRIES = countriesIn('EURO', {
  AL: 'Albania', AD: 'Andorra', AT: 'Austria', BY: 'Belarus', BE: 'Belgium', BA: 'Bosnia and Herzegovina',
  BG: 'Bulgaria', HR: 'Croatia', CY: 'Cyprus', DK: 'Denmark', EE: 'Estonia', FI: 'Finland', FR: 'France',
  GR: 'Greece', IS: 'Iceland', IE: 'Ireland', IT: 'Italy', XK: 'Kosovo', LV: 'Latvia', LI: 'Liechtenstein',
  LT: 'Lithuania', LU: 'Luxembourg', MT: 'Malta', MD: 'Moldova', MC: 'Monaco', ME: 'Montenegro',
  NL: 'Netherlands', MK: 'North Macedonia', NO: 'Norway', PT: 'Portugal', RO: 'Romania', RU: 'Russia',
  SM: 'San Marino', RS: 'Serbia', SI: 'Slovenia', ES: 'Spain', SE: 'Sweden', CH: 'Switzerland', UA: 'Ukraine',
  GB: 'United Kingdom', VA: 'Vatican City',
});

export const EUROPEAN_COUNTRIES = [...PRIORITY_EUROPEAN_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES] as const;
