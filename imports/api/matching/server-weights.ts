// The weights the server scores with: `matching.weights` in the settings (see weights.ts), read
// on each call so a test or an operator's restart with new settings is followed.
import { Meteor } from 'meteor/meteor';
import { type MatchWeights, matchWeightsFrom } from './weights';

export function serverMatchWeights(): MatchWeights {
  const matching = (Meteor.settings.matching ?? {}) as Record<string, unknown>;
  return matchWeightsFrom(matching.weights);
}
