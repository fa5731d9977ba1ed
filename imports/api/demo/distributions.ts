// The shapes of DACH/CEE IT staffing data (domain-shapes §4.5), as draws from a seeded Rng:
// remote share, start, duration, workload, rates, and language requirements or abilities.
import type { LanguageEntry, LanguageLevel, LanguageRequirement, Rate, RateRange } from '../common/lists';
import type { Rng } from './prng';
import type { Region } from './regions';
import { REGIONS } from './regions';

const DAY_MS = 86_400_000;

/** Remote %: 100 (35%), 80 (20%), 60 (15%), 40–50 (15%), 0–20 (15%). */
export function remotePercent(rng: Rng): number {
  return rng.weighted([
    [100, 35],
    [80, 20],
    [60, 15],
    [rng.pick([40, 50]), 15],
    [rng.pick([0, 20]), 15],
  ]);
}

/** Months: 3 (20%), 6 (40%), 9–12 (30%), more than 12 (10%). */
export function durationMonths(rng: Rng): number {
  return rng.weighted([
    [3, 20],
    [6, 40],
    [rng.pick([9, 12]), 30],
    [rng.pick([18, 24]), 10],
  ]);
}

/** Workload %: 100 (60%), 80 (20%), 50–60 (20%). */
export function workloadPercent(rng: Rng): number {
  return rng.weighted([
    [100, 60],
    [80, 20],
    [rng.pick([50, 60]), 20],
  ]);
}

/** ASAP (35%) or a Monday 2–10 weeks out. */
export function start(rng: Rng, today: Date): { startAsap: true } | { startDate: Date } {
  if (rng.chance(0.35)) return { startAsap: true };
  const date = new Date(today.getTime() + rng.int(2, 10) * 7 * DAY_MS);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return { startDate: date };
}

export function hourlyRate(rng: Rng, range: readonly [number, number], region: Region): number {
  const base = rng.int(range[0], range[1]) * region.rateFactor;
  return Math.max(25, Math.round(base / 5) * 5);
}

/** A project's rate: on request (25%), else a range per day (60%) or per hour, in EUR. */
export function projectRate(rng: Rng, range: readonly [number, number], region: Region): RateRange {
  if (rng.chance(0.25)) return { onRequest: true };
  const hourly = hourlyRate(rng, range, region);
  const perDay = rng.chance(0.6);
  const spread = 1 + rng.int(8, 20) / 100;
  const [min, max] = perDay
    ? [Math.round((hourly * 8) / 10) * 10, Math.round((hourly * 8 * spread) / 10) * 10]
    : [hourly, Math.round((hourly * spread) / 5) * 5];
  return { onRequest: false, min, max, currency: 'EUR', unit: perDay ? 'day' : 'hour' };
}

/** An expert's own rate (absent for 15%: "on request"). */
export function expertRate(rng: Rng, range: readonly [number, number], region: Region): Rate | undefined {
  if (rng.chance(0.15)) return undefined;
  const hourly = hourlyRate(rng, range, region);
  return rng.chance(0.55) ? { amount: hourly, currency: 'EUR', unit: 'hour' } : { amount: Math.round((hourly * 8) / 10) * 10, currency: 'EUR', unit: 'day' };
}

/** German C1+ for most DACH projects, English B2+ for most, the local language for some CEE ones. */
export function projectLanguages(rng: Rng, region: Region): LanguageRequirement[] {
  const wanted: LanguageRequirement[] = [];
  if (region.dach && rng.chance(0.7)) wanted.push({ language: 'de', minLevel: rng.weighted([['C1', 3], ['C2', 1], ['native', 1]] as const) });
  if (rng.chance(0.8)) wanted.push({ language: 'en', minLevel: rng.weighted([['B2', 3], ['C1', 2]] as const) });
  if (!region.dach && region.language && region.language !== 'en' && rng.chance(0.4)) {
    wanted.push({ language: region.language, minLevel: rng.pick(['B2', 'C1', 'native'] as const) });
  }
  if (wanted.length === 0) wanted.push({ language: 'en', minLevel: 'B2' });
  return wanted;
}

const LEVELS_EN: readonly (readonly [LanguageLevel, number])[] = [['B2', 3], ['C1', 4], ['C2', 2]];
const LEVELS_DE: readonly (readonly [LanguageLevel, number])[] = [['A2', 2], ['B1', 3], ['B2', 3], ['C1', 2], ['C2', 1]];

/** Native language first, then English B2–C2 (most), German A2–C2 (some) and now and then a third. */
export function expertLanguages(rng: Rng, region: Region): LanguageEntry[] {
  const entries: LanguageEntry[] = [];
  if (region.language) entries.push({ language: region.language, level: 'native' });
  else entries.push({ language: 'other', language2: 'Ukrainian', level: 'native' });
  const has = (code: string) => entries.some((entry) => entry.language === code);
  if (!has('en') && rng.chance(0.92)) entries.push({ language: 'en', level: rng.weighted(LEVELS_EN) });
  if (!has('de') && rng.chance(region.country === 'CZ' || region.country === 'HU' || region.country === 'PL' ? 0.45 : 0.25)) {
    entries.push({ language: 'de', level: rng.weighted(LEVELS_DE) });
  }
  if (region.country === 'SK' && rng.chance(0.8)) entries.push({ language: 'cs', level: 'C2' });
  if (region.country === 'UA' && rng.chance(0.7)) entries.push({ language: 'pl', level: rng.pick(['B1', 'B2'] as const) });
  if (entries.length === 1) entries.push({ language: 'en', level: 'B2' });
  return entries.filter((entry, index) => entry.language === 'other' || entries.findIndex((e) => e.language === entry.language) === index);
}

export function pickRegion(rng: Rng, kind: 'projects' | 'experts'): Region {
  return rng.weighted(REGIONS.filter((region) => region[kind] > 0).map((region) => [region, region[kind]] as const));
}

export function daysAgo(today: Date, days: number): Date {
  return new Date(today.getTime() - days * DAY_MS);
}

export function daysAhead(today: Date, days: number): Date {
  return new Date(today.getTime() + days * DAY_MS);
}
