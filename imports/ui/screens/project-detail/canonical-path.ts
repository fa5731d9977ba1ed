// The canonical address of a project's page: its id and current URL name, under whichever of
// the two route forms (`/engine/p/…` or `/engine/projects/…`) the visitor used.
import { paths } from '../../app/paths';

const LONG_FORM = '/engine/projects/';

export function canonicalPath(pathname: string, project: { _id: string; urlName: string }): string {
  const short = paths.project.href(project._id, project.urlName);
  return pathname.startsWith(LONG_FORM) ? short.replace('/engine/p/', LONG_FORM) : short;
}

/** The absolute address to share: always the short form. */
export function shareUrl(project: { _id: string; urlName: string }, origin = window.location.origin): string {
  return `${origin}${paths.project.href(project._id, project.urlName)}`;
}
