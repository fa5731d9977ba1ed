// Settings the server refuses to start with, checked before anything starts: today the links to
// the agency's own site and social profiles (`public.siteLinks`, `public.socialLinks`,
// ui/app/site-links.ts). One line names every problem, so a deployment's log says what to fix;
// a central settings validator can take `siteLinkSettingsProblems` as one of its parts.
import { Meteor } from 'meteor/meteor';
import { siteLinkSettingsProblems } from '../../ui/app/site-links';

/** A start refused for its settings: `server/main.ts` prints the message alone and exits. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

export function assertValidSettings(settings: { public?: unknown } = Meteor.settings): void {
  const problems = siteLinkSettingsProblems(settings.public);
  if (problems.length > 0) throw new SettingsError(`Invalid METEOR_SETTINGS: ${problems.join('; ')}`);
}
