// The explainable match between a project and a person: a score from 0 to 100 and the reasons
// behind it, each a fact a person can check ("German C1, required B2 ✓"). It ranks and explains;
// a person decides. Nothing here rejects anyone: a failed requirement lowers the score and is
// shown first, and the list still shows the person (see README "Matching").
//
// Pure and isomorphic (no Meteor): the server ranks for admins, the browser explains a
// candidate's own fit. Weights come in as a parameter (weights.ts reads them from settings).
//
// Rules, part by part (each gives a fit from 0 to 1; a part the project does not ask about drops
// out; a part the person has not filled in counts as half a fit and reads "unknown"):
// - skills: the share of the required skills the person has. Soft.
// - languages: one reason per required language, met at or above the CEFR minimum (levels.ts
//   ranks them); the part's fit is the share met. Hard.
// - rate: met when the person's rate is at most the project's maximum (a rate under the minimum
//   is met too: cheaper is the client's gain). Above it the fit falls by 5 points per percent
//   over. Different currencies read "unknown"; units convert at 8 hours a day, 20 days a month.
//   Hard. A project "on request" or without a maximum drops the part.
// - start: met when the person is available on the project's start (today for ASAP). Later,
//   the fit falls linearly to 0 at 60 days late. Status "not available" fails it outright
//   ("partly" counts as available: the workload part weighs how much). An
//   availability confirmed more than 44 days ago (a month plus two weeks' grace) adds an
//   "unconfirmed" reason and halves the fit: it never excludes. Hard.
// - workload: met when the person offers at least the project's share of a full week; otherwise
//   the fit is the ratio. Hard.
// - location: a fully remote project is met by anyone; otherwise met in the same country (the
//   same city is mentioned), and elsewhere the fit is the project's remote share. Soft.
// - field: met when the person works in the project's field of expertise. Soft.
import { levelRank } from '../common/lists/language-levels';
import type { RateUnit } from '../common/lists';
import type { MatchProfile, MatchRequirements } from './profile';
import type { MatchPart, MatchWeights } from './weights';

export type ReasonPart = MatchPart | 'confirmation';
export type ReasonValue = string | number | readonly string[];

export interface MatchReason {
  part: ReasonPart;
  met: boolean | 'unknown';
  /** A hard requirement is one a client rarely bends on; failing it is always listed first. */
  hard: boolean;
  /** The message (matching area) that words the reason; `values` fill it in. */
  messageId: string;
  values: Record<string, ReasonValue>;
}

export interface MatchResult {
  score: number;
  reasons: MatchReason[];
}

const HARD_PARTS: ReadonlySet<ReasonPart> = new Set(['languages', 'rate', 'start', 'workload']);
const UNKNOWN_FIT = 0.5;
const DAY_MS = 86_400_000;
/** A month to confirm plus two weeks' grace. */
export const CONFIRMATION_MAX_AGE_DAYS = 44;
const LATE_START_DAYS_TO_ZERO = 60;
const HOURS_PER_UNIT: Record<RateUnit, number> = { hour: 1, day: 8, month: 160 };

interface PartOutcome {
  fit: number;
  reasons: MatchReason[];
}

function reason(part: ReasonPart, met: MatchReason['met'], messageId: string, values: MatchReason['values'] = {}): MatchReason {
  return { part, met, hard: HARD_PARTS.has(part), messageId, values };
}

function isEmpty(list: readonly unknown[] | undefined): boolean {
  return list === undefined || list.length === 0;
}

function fitOf(met: MatchReason['met']): number {
  return met === 'unknown' ? UNKNOWN_FIT : met ? 1 : 0;
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function skillsPart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const required = project.skills ?? [];
  if (required.length === 0) return undefined;
  if (isEmpty(person.skills)) return { fit: UNKNOWN_FIT, reasons: [reason('skills', 'unknown', 'skillsUnknown', { required: required.length })] };
  const held = new Set(person.skills);
  const covered = required.filter((skill) => held.has(skill));
  const missing = required.filter((skill) => !held.has(skill));
  const met = missing.length === 0;
  const values = { covered: covered.length, required: required.length, missing };
  return { fit: covered.length / required.length, reasons: [reason('skills', met, met ? 'skillsAll' : 'skillsSome', values)] };
}

function languagesPart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const required = project.languages ?? [];
  if (required.length === 0) return undefined;
  const reasons = required.map(({ language, minLevel }) => {
    if (isEmpty(person.languages)) return reason('languages', 'unknown', 'languageUnknown', { language, required: minLevel });
    const entry = person.languages?.find((held) => held.language === language);
    if (!entry) return reason('languages', false, 'languageMissing', { language, required: minLevel });
    const met = levelRank(entry.level) >= levelRank(minLevel);
    return reason('languages', met, 'languageLevel', { language, level: entry.level, required: minLevel });
  });
  const fit = reasons.reduce((sum, item) => sum + fitOf(item.met), 0) / reasons.length;
  return { fit, reasons };
}

function ratePart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const range = project.rate;
  if (!range || range.onRequest || range.max === undefined || !range.currency || !range.unit) return undefined;
  const rate = person.rate;
  const limit = { max: range.max, currency: range.currency, unit: range.unit };
  if (!rate) return { fit: UNKNOWN_FIT, reasons: [reason('rate', 'unknown', 'rateUnknown', limit)] };
  if (rate.currency !== range.currency) {
    return { fit: UNKNOWN_FIT, reasons: [reason('rate', 'unknown', 'rateOtherCurrency', { ...limit, amount: rate.amount, rateCurrency: rate.currency, rateUnit: rate.unit })] };
  }
  // The person's rate in the project's unit, rounded to a cent for the reason.
  const amount = Math.round(((rate.amount / HOURS_PER_UNIT[rate.unit]) * HOURS_PER_UNIT[range.unit]) * 100) / 100;
  const met = amount <= range.max;
  const overShare = range.max > 0 ? (amount - range.max) / range.max : 1;
  const fit = met ? 1 : clamp(1 - overShare * 5);
  return { fit, reasons: [reason('rate', met, 'rate', { ...limit, amount })] };
}

function startOf(project: MatchRequirements, now: Date): Date | undefined {
  if (project.startAsap) return now;
  return project.startDate;
}

function startPart(project: MatchRequirements, person: MatchProfile, now: Date): PartOutcome | undefined {
  const start = startOf(project, now);
  if (!start) return undefined;
  const availability = person.availability;
  const asap = project.startAsap === true;
  if (!availability) return { fit: UNKNOWN_FIT, reasons: [reason('start', 'unknown', 'startUnknown', { asap: String(asap) })] };
  if (availability.status === 'not') return { fit: 0, reasons: [reason('start', false, 'startNotAvailable')] };
  const daysLate = Math.ceil((availability.from.getTime() - Math.max(start.getTime(), now.getTime())) / DAY_MS);
  const met = daysLate <= 0;
  const values = { from: availability.from.toISOString(), start: start.toISOString(), asap: String(asap) };
  const reasons = [reason('start', met, met ? 'startInTime' : 'startLate', met ? values : { ...values, days: daysLate })];
  let fit = met ? 1 : clamp(1 - daysLate / LATE_START_DAYS_TO_ZERO);
  const confirmedAt = availability.confirmedAt;
  if (confirmedAt && (now.getTime() - confirmedAt.getTime()) / DAY_MS > CONFIRMATION_MAX_AGE_DAYS) {
    reasons.push(reason('confirmation', false, 'availabilityUnconfirmed', { confirmedAt: confirmedAt.toISOString() }));
    fit /= 2;
  }
  return { fit, reasons };
}

function workloadPart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const required = project.workloadPercent;
  if (required === undefined) return undefined;
  const offered = person.availability?.workloadPercent;
  if (offered === undefined || person.availability?.status === 'not') {
    return { fit: UNKNOWN_FIT, reasons: [reason('workload', 'unknown', 'workloadUnknown', { required })] };
  }
  const met = offered >= required;
  return { fit: met ? 1 : offered / required, reasons: [reason('workload', met, 'workload', { offered, required })] };
}

function locationPart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const remote = project.remotePercent;
  if (remote === 100) return { fit: 1, reasons: [reason('location', true, 'locationRemote')] };
  if (!project.country) return undefined;
  const values = { country: project.country, city: project.city ?? '', remotePercent: remote ?? 0 };
  if (!person.country) return { fit: UNKNOWN_FIT, reasons: [reason('location', 'unknown', 'locationUnknown', values)] };
  if (person.country === project.country) {
    const sameCity = Boolean(project.city && person.city && project.city.trim().toLowerCase() === person.city.trim().toLowerCase());
    return { fit: 1, reasons: [reason('location', true, sameCity ? 'locationSameCity' : 'locationSameCountry', values)] };
  }
  return { fit: (remote ?? 0) / 100, reasons: [reason('location', false, 'locationElsewhere', { ...values, personCountry: person.country })] };
}

function fieldPart(project: MatchRequirements, person: MatchProfile): PartOutcome | undefined {
  const field = project.fieldOfExpertise;
  if (!field) return undefined;
  if (isEmpty(person.fieldsOfExpertise)) return { fit: UNKNOWN_FIT, reasons: [reason('field', 'unknown', 'fieldUnknown', { field })] };
  const met = person.fieldsOfExpertise?.includes(field) === true;
  return { fit: met ? 1 : 0, reasons: [reason('field', met, met ? 'fieldSame' : 'fieldOther', { field })] };
}

/** Failed hard requirements first, then other failures, the unknown, and what is met. */
function rank(item: MatchReason): number {
  if (item.met === false) return item.hard ? 0 : 1;
  return item.met === 'unknown' ? 2 : 3;
}

export interface MatchOptions {
  weights: MatchWeights;
  /** "Today", for ASAP starts and the age of a confirmation. */
  now: Date;
}

/**
 * The score (0–100, the weighted mean of the parts' fits; 0 when the project asks about nothing
 * the rules read) and the reasons, ordered as `rank` says (parts in MATCH_PARTS order within).
 */
export function scoreMatch(project: MatchRequirements, person: MatchProfile, { weights, now }: MatchOptions): MatchResult {
  const parts: [MatchPart, PartOutcome | undefined][] = [
    ['skills', skillsPart(project, person)],
    ['languages', languagesPart(project, person)],
    ['rate', ratePart(project, person)],
    ['start', startPart(project, person, now)],
    ['workload', workloadPart(project, person)],
    ['location', locationPart(project, person)],
    ['field', fieldPart(project, person)],
  ];
  let weighted = 0;
  let total = 0;
  const reasons: MatchReason[] = [];
  for (const [part, outcome] of parts) {
    if (!outcome) continue;
    weighted += weights[part] * outcome.fit;
    total += weights[part];
    reasons.push(...outcome.reasons);
  }
  const score = total > 0 ? Math.round((100 * weighted) / total) : 0;
  const ordered = reasons.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index);
  return { score, reasons: ordered.map(({ item }) => item) };
}

/** Whether any hard requirement failed (a filter in the admin list; it hides, never rejects). */
export function failsHardRequirement(result: MatchResult): boolean {
  return result.reasons.some((item) => item.hard && item.met === false);
}
