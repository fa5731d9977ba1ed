// European countries (ISO 3166-1 alpha-2). The marketplace's home markets come first, in the
// spec's order (Czechia, Germany, Hungary, Poland, Slovakia); then the rest of Europe in
// alphabetical order of the English name. Kosovo uses XK, the code the EU itself uses.
// Cyprus is listed as an EU member; Turkey, Georgia, Armenia and Azerbaijan are in Asia.

export const PRIORITY_EUROPEAN_COUNTRIES = [
  { value: 'CZ', label: 'Czechia', continent: 'EURO' },
  { value: 'DE', label: 'Germany', continent: 'EURO' },
  { value: 'HU', label: 'Hungary', continent: 'EURO' },
  { value: 'PL', label: 'Poland', continent: 'EURO' },
  { value: 'SK', label: 'Slovakia', continent: 'EURO' },
] as const;

export const OTHER_EUROPEAN_COUNTRIES = [
  { value: 'AL', label: 'Albania', continent: 'EURO' },
  { value: 'AD', label: 'Andorra', continent: 'EURO' },
  { value: 'AT', label: 'Austria', continent: 'EURO' },
  { value: 'BY', label: 'Belarus', continent: 'EURO' },
  { value: 'BE', label: 'Belgium', continent: 'EURO' },
  { value: 'BA', label: 'Bosnia and Herzegovina', continent: 'EURO' },
  { value: 'BG', label: 'Bulgaria', continent: 'EURO' },
  { value: 'HR', label: 'Croatia', continent: 'EURO' },
  { value: 'CY', label: 'Cyprus', continent: 'EURO' },
  { value: 'DK', label: 'Denmark', continent: 'EURO' },
  { value: 'EE', label: 'Estonia', continent: 'EURO' },
  { value: 'FI', label: 'Finland', continent: 'EURO' },
  { value: 'FR', label: 'France', continent: 'EURO' },
  { value: 'GR', label: 'Greece', continent: 'EURO' },
  { value: 'IS', label: 'Iceland', continent: 'EURO' },
  { value: 'IE', label: 'Ireland', continent: 'EURO' },
  { value: 'IT', label: 'Italy', continent: 'EURO' },
  { value: 'XK', label: 'Kosovo', continent: 'EURO' },
  { value: 'LV', label: 'Latvia', continent: 'EURO' },
  { value: 'LI', label: 'Liechtenstein', continent: 'EURO' },
  { value: 'LT', label: 'Lithuania', continent: 'EURO' },
  { value: 'LU', label: 'Luxembourg', continent: 'EURO' },
  { value: 'MT', label: 'Malta', continent: 'EURO' },
  { value: 'MD', label: 'Moldova', continent: 'EURO' },
  { value: 'MC', label: 'Monaco', continent: 'EURO' },
  { value: 'ME', label: 'Montenegro', continent: 'EURO' },
  { value: 'NL', label: 'Netherlands', continent: 'EURO' },
  { value: 'MK', label: 'North Macedonia', continent: 'EURO' },
  { value: 'NO', label: 'Norway', continent: 'EURO' },
  { value: 'PT', label: 'Portugal', continent: 'EURO' },
  { value: 'RO', label: 'Romania', continent: 'EURO' },
  { value: 'RU', label: 'Russia', continent: 'EURO' },
  { value: 'SM', label: 'San Marino', continent: 'EURO' },
  { value: 'RS', label: 'Serbia', continent: 'EURO' },
  { value: 'SI', label: 'Slovenia', continent: 'EURO' },
  { value: 'ES', label: 'Spain', continent: 'EURO' },
  { value: 'SE', label: 'Sweden', continent: 'EURO' },
  { value: 'CH', label: 'Switzerland', continent: 'EURO' },
  { value: 'UA', label: 'Ukraine', continent: 'EURO' },
  { value: 'GB', label: 'United Kingdom', continent: 'EURO' },
  { value: 'VA', label: 'Vatican City', continent: 'EURO' },
] as const;

export const EUROPEAN_COUNTRIES = [...PRIORITY_EUROPEAN_COUNTRIES, ...OTHER_EUROPEAN_COUNTRIES] as const;
