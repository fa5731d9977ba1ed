// Countries outside Europe, for projects placed there and experts living there. Not every
// country of the world: the markets a Central European staffing agency realistically serves
// (nearshore and offshore hubs, clients' overseas sites). Alphabetical within each continent.
import { countriesIn } from './country-item';

export const NORTH_AMERICAN_COUNTRIES = countriesIn('NOAM', {
  CA: 'Canada', CR: 'Costa Rica', DO: 'Dominican Republic', GT: 'Guatemala', MX: 'Mexico', PA: 'Panama',
  US: 'United States',
});

export const SOUTH_AMERICAN_COUNTRIES = countriesIn('SOAM', {
  AR: 'Argentina', BO: 'Bolivia', BR: 'Brazil', CL: 'Chile', CO: 'Colombia', EC: 'Ecuador', PY: 'Paraguay',
  PE: 'Peru', UY: 'Uruguay', VE: 'Venezuela',
});

export const ASIAN_COUNTRIES = countriesIn('ASIA', {
  AM: 'Armenia', AZ: 'Azerbaijan', BD: 'Bangladesh', CN: 'China', GE: 'Georgia', HK: 'Hong Kong', IN: 'India',
  ID: 'Indonesia', IL: 'Israel', JP: 'Japan', KZ: 'Kazakhstan', MY: 'Malaysia', PK: 'Pakistan',
  PH: 'Philippines', QA: 'Qatar', SA: 'Saudi Arabia', SG: 'Singapore', KR: 'South Korea', LK: 'Sri Lanka',
  TW: 'Taiwan', TH: 'Thailand', TR: 'Turkey', AE: 'United Arab Emirates', UZ: 'Uzbekistan', VN: 'Vietnam',
});

export const AUSTRALIAN_COUNTRIES = countriesIn('AUST', {
  AU: 'Australia', FJ: 'Fiji', NZ: 'New Zealand', PG: 'Papua New Guinea',
});

export const AFRICAN_COUNTRIES = countriesIn('AFRI', {
  DZ: 'Algeria', EG: 'Egypt', ET: 'Ethiopia', GH: 'Ghana', KE: 'Kenya', MA: 'Morocco', NG: 'Nigeria',
  RW: 'Rwanda', SN: 'Senegal', ZA: 'South Africa', TZ: 'Tanzania', TN: 'Tunisia', UG: 'Uganda',
});
