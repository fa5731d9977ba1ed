// How much each part of a match counts. The defaults below apply unless the settings give
// `matching.weights` (METEOR_SETTINGS); the browser reads `public.matching.weights` for a
// candidate's own fit, so an operator who changes the weights sets both. Weights are relative:
// only their proportions matter, and a part the project does not ask about drops out.
export const MATCH_PARTS = ['skills', 'languages', 'rate', 'start', 'workload', 'location', 'field'] as const;
export type MatchPart = (typeof MATCH_PARTS)[number];

export type MatchWeights = Record<MatchPart, number>;

/**
 * Skills decide most, then languages (clients in the region rarely bend on them), then money and
 * timing; location and field only tip a close call.
 */
export const DEFAULT_MATCH_WEIGHTS: MatchWeights = {
  skills: 35,
  languages: 20,
  rate: 15,
  start: 10,
  workload: 5,
  location: 10,
  field: 5,
};

/** The weights from a settings value: any part given as a number from 0 to 1000 replaces its default. */
export function matchWeightsFrom(value: unknown): MatchWeights {
  const weights = { ...DEFAULT_MATCH_WEIGHTS };
  if (value === null || typeof value !== 'object') return weights;
  for (const part of MATCH_PARTS) {
    const given = (value as Record<string, unknown>)[part];
    if (typeof given === 'number' && Number.isFinite(given) && given >= 0 && given <= 1000) weights[part] = given;
  }
  return weights;
}

/** What is wrong with a settings value for the weights (checked at start: one line each). */
export function matchWeightsProblems(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${where} must be an object such as {"skills":35}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, given]) => {
    if (!(MATCH_PARTS as readonly string[]).includes(key)) return [`${where}.${key} is not a matching part (${MATCH_PARTS.join(', ')})`];
    return typeof given === 'number' && Number.isFinite(given) && given >= 0 && given <= 1000 ? [] : [`${where}.${key} must be a number from 0 to 1000`];
  });
}
