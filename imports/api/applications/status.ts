// Which application status changes are allowed, and who may make them. Pure functions: the
// methods check a move here before writing it, and screens offer only the allowed buttons.
//
// Admins move an application forward through the pipeline and may skip stages (a client asks
// to interview straight away); they never move it back, so the history reads forwards. The
// candidate may withdraw while the application is live and may accept an offer.
import type { ApplicationStatus } from './schema';

export type ApplicationActor = 'candidate' | 'admin';

/** The live pipeline, in order. */
const PIPELINE = ['submitted', 'in-review', 'shortlisted', 'interview', 'offer'] as const satisfies readonly ApplicationStatus[];

/** Final statuses: nothing moves an application out of them. */
export const FINAL_APPLICATION_STATUSES = ['accepted', 'rejected', 'withdrawn'] as const satisfies readonly ApplicationStatus[];

function laterStages(from: ApplicationStatus): ApplicationStatus[] {
  const index = PIPELINE.indexOf(from as (typeof PIPELINE)[number]);
  return index < 0 ? [] : PIPELINE.slice(index + 1);
}

/** Every allowed move by anyone, from each status. */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: [...laterStages('submitted'), 'rejected', 'withdrawn'],
  'in-review': [...laterStages('in-review'), 'rejected', 'withdrawn'],
  shortlisted: [...laterStages('shortlisted'), 'rejected', 'withdrawn'],
  interview: [...laterStages('interview'), 'rejected', 'withdrawn'],
  offer: ['accepted', 'rejected', 'withdrawn'],
  accepted: [],
  rejected: [],
  withdrawn: [],
};

/** Whether the application still counts as the candidate's one live application for the project. */
export function isLiveApplication(status: ApplicationStatus): boolean {
  return !(FINAL_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** The statuses `actor` may move an application to from `from`. */
export function nextApplicationStatuses(from: ApplicationStatus, actor: ApplicationActor): ApplicationStatus[] {
  // A status read from the database or a request may be anything: unknown ones allow nothing.
  const allowed = Object.hasOwn(APPLICATION_TRANSITIONS, from) ? APPLICATION_TRANSITIONS[from] : [];
  if (actor === 'admin') return [...allowed];
  return allowed.filter((to) => to === 'withdrawn' || (to === 'accepted' && from === 'offer'));
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor): boolean {
  return nextApplicationStatuses(from, actor).includes(to);
}
