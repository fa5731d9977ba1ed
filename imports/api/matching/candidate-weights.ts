// The weights of a candidate's own view of their fit: `public.matching.weights` in the settings,
// else the defaults. The project page's "How this project fits you" and the list cards' hint work
// the score out in the browser with them, and the project list's "Best fit for you" order on the
// server uses the same ones, so the order and the scores a candidate reads agree. Isomorphic.
import { Meteor } from 'meteor/meteor';
import { type MatchWeights, matchWeightsFrom } from './weights';

export function candidateViewWeights(): MatchWeights {
  const matching = (Meteor.settings.public as Record<string, unknown> | undefined)?.matching as Record<string, unknown> | undefined;
  return matchWeightsFrom(matching?.weights);
}
