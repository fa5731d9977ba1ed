// METEOR_SETTINGS checked before anything reads it: JSON, an object, and the keys the app uses
// with the types it expects (`public` reaches the browser; `mail.from`, `mail.replyTo` and
// `allowedOrigins` are the server's). Unknown keys stay allowed: Meteor apps keep their own there.
import { matchWeightsProblems } from '../../../api/matching/weights';
import { siteLinkSettingsProblems } from '../../../ui/app/site-links';
import { SettingError, got, rawValue, type Env } from './setting-parsers';

const NAME = 'METEOR_SETTINGS';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function expectString(parent: Record<string, unknown>, key: string, where: string): void {
  if (parent[key] !== undefined && typeof parent[key] !== 'string') throw new SettingError(NAME, `${where}${key} must be a string`);
}

export function checkMeteorSettings(env: Env): void {
  const raw = rawValue(env, NAME);
  if (raw === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new SettingError(NAME, `must be JSON: ${(error as Error).message} ${got(raw)}`);
  }
  if (!isObject(parsed)) throw new SettingError(NAME, `must be a JSON object such as {"public":{}} ${got(raw)}`);
  if (parsed.public !== undefined && !isObject(parsed.public)) throw new SettingError(NAME, '"public" must be an object');
  if (isObject(parsed.public)) {
    for (const key of ['productName', 'contactEmail', 'contactPhone']) expectString(parsed.public, key, 'public.');
    // The links that leave the app for the agency's own site (ui/app/site-links.ts).
    const linkProblems = siteLinkSettingsProblems(parsed.public);
    if (linkProblems.length > 0) throw new SettingError(NAME, linkProblems.join('; '));
  }
  if (parsed.mail !== undefined) {
    if (!isObject(parsed.mail)) throw new SettingError(NAME, '"mail" must be an object');
    for (const key of ['from', 'replyTo']) expectString(parsed.mail, key, 'mail.');
  }
  // The matching weights, for the server's ranking and the browser's view (api/matching/weights.ts).
  const weightProblems = [
    ...matchWeightsProblems(isObject(parsed.matching) ? parsed.matching.weights : undefined, 'matching.weights'),
    ...matchWeightsProblems(isObject(parsed.public) && isObject(parsed.public.matching) ? parsed.public.matching.weights : undefined, 'public.matching.weights'),
  ];
  if (weightProblems.length > 0) throw new SettingError(NAME, weightProblems.join('; '));
  const origins = parsed.allowedOrigins;
  if (origins !== undefined && !(Array.isArray(origins) && origins.every((origin) => typeof origin === 'string'))) {
    throw new SettingError(NAME, '"allowedOrigins" must be a list of strings');
  }
}
