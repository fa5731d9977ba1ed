// Where projects and experts are: the marketplace's home markets (DACH and CEE) dominate, with
// some Western European and nearshore countries. Weights, cities, the local language and the
// rate factor against German rates (freelancermap Kompass: CH ×1.35, AT ×0.97, PL/CZ/RO ×0.5–0.7).
import type { CountryCode, LanguageCode } from '../common/lists';

export type NameGroup = 'de' | 'cs' | 'sk' | 'pl' | 'hu' | 'ro' | 'south-slavic' | 'en' | 'nl' | 'ua';

export interface Region {
  country: CountryCode;
  /** Relative share of projects and of experts. */
  projects: number;
  experts: number;
  cities: readonly string[];
  /** The local language (null: one the language list lacks, e.g. Ukrainian). */
  language: LanguageCode | null;
  rateFactor: number;
  names: NameGroup;
  /** German-speaking countries: projects usually require German, titles carry (m/w/d). */
  dach?: boolean;
}

export const REGIONS: readonly Region[] = [
  { country: 'DE', projects: 30, experts: 22, cities: ['Munich', 'Berlin', 'Frankfurt am Main', 'Hamburg', 'Stuttgart', 'Cologne', 'Düsseldorf', 'Nuremberg', 'Leipzig'], language: 'de', rateFactor: 1, names: 'de', dach: true },
  { country: 'AT', projects: 8, experts: 6, cities: ['Vienna', 'Graz', 'Linz', 'Salzburg'], language: 'de', rateFactor: 0.97, names: 'de', dach: true },
  { country: 'CH', projects: 7, experts: 4, cities: ['Zurich', 'Basel', 'Bern', 'Zug'], language: 'de', rateFactor: 1.35, names: 'de', dach: true },
  { country: 'CZ', projects: 12, experts: 14, cities: ['Prague', 'Brno', 'Ostrava', 'Plzeň'], language: 'cs', rateFactor: 0.65, names: 'cs' },
  { country: 'PL', projects: 10, experts: 16, cities: ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'], language: 'pl', rateFactor: 0.6, names: 'pl' },
  { country: 'SK', projects: 6, experts: 8, cities: ['Bratislava', 'Košice', 'Žilina'], language: 'sk', rateFactor: 0.6, names: 'sk' },
  { country: 'HU', projects: 6, experts: 9, cities: ['Budapest', 'Debrecen', 'Győr', 'Szeged'], language: 'hu', rateFactor: 0.6, names: 'hu' },
  { country: 'RO', projects: 3, experts: 7, cities: ['Bucharest', 'Cluj-Napoca', 'Timișoara', 'Iași'], language: 'ro', rateFactor: 0.55, names: 'ro' },
  { country: 'SI', projects: 1, experts: 2, cities: ['Ljubljana', 'Maribor'], language: 'sl', rateFactor: 0.65, names: 'south-slavic' },
  { country: 'HR', projects: 1, experts: 2, cities: ['Zagreb', 'Split'], language: 'hr', rateFactor: 0.6, names: 'south-slavic' },
  { country: 'RS', projects: 0, experts: 3, cities: ['Belgrade', 'Novi Sad'], language: 'sr', rateFactor: 0.5, names: 'south-slavic' },
  { country: 'UA', projects: 0, experts: 3, cities: ['Kyiv', 'Lviv', 'Kharkiv'], language: null, rateFactor: 0.5, names: 'ua' },
  { country: 'NL', projects: 3, experts: 2, cities: ['Amsterdam', 'Eindhoven', 'Rotterdam'], language: 'nl', rateFactor: 1.1, names: 'nl' },
  { country: 'GB', projects: 2, experts: 2, cities: ['London', 'Manchester'], language: 'en', rateFactor: 1.15, names: 'en' },
];

const FIRST_NAMES: Record<NameGroup, readonly string[]> = {
  de: ['Anna', 'Lukas', 'Julia', 'Felix', 'Laura', 'Jonas', 'Sarah', 'Maximilian', 'Katharina', 'Tobias', 'Lena', 'Stefan', 'Sabine', 'Matthias', 'Claudia', 'Florian', 'Miriam', 'Andreas'],
  cs: ['Jana', 'Petr', 'Lucie', 'Tomáš', 'Tereza', 'Jakub', 'Kateřina', 'Martin', 'Veronika', 'Ondřej', 'Markéta', 'Jiří'],
  sk: ['Zuzana', 'Peter', 'Lenka', 'Michal', 'Katarína', 'Marek', 'Ivana', 'Juraj', 'Monika', 'Tomáš'],
  pl: ['Agnieszka', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Joanna', 'Krzysztof', 'Aleksandra', 'Michał', 'Ewa', 'Łukasz'],
  hu: ['Eszter', 'Bence', 'Anna', 'Gábor', 'Réka', 'Zoltán', 'Katalin', 'Péter', 'Dóra', 'Ádám'],
  ro: ['Andreea', 'Mihai', 'Ioana', 'Andrei', 'Elena', 'Alexandru', 'Cristina', 'Radu'],
  'south-slavic': ['Ana', 'Luka', 'Maja', 'Marko', 'Nina', 'Nikola', 'Petra', 'Matej'],
  ua: ['Olena', 'Andrii', 'Iryna', 'Oleksandr', 'Kateryna', 'Dmytro'],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thijs'],
  en: ['Emma', 'James', 'Olivia', 'Daniel', 'Sophie', 'Thomas'],
};

const LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWZ';

export function firstNamesOf(group: NameGroup): readonly string[] {
  return FIRST_NAMES[group];
}

export function lastInitials(): string {
  return LAST_INITIALS;
}
