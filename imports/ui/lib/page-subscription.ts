// A subscription as a value: the publication's name, its arguments and the collection its
// documents arrive in. A screen's data hook subscribes with it, and the screen's server page
// (server-page.ts beside it) names the same value as its data, so the server renders from exactly
// what the browser then asks for (and the page data's key, name and arguments, matches).
import type { PublicationArgs, PublicationName } from './wire-api';

export interface PageSubscription<TName extends string = string, TArgs extends unknown[] = unknown[]> {
  readonly name: TName;
  readonly args: TArgs;
  /** The collection the publication's documents (or count records) arrive in. */
  readonly collection: string;
}

/** The publication's name and arguments are checked against its server definition (wire-api.ts). */
export function pageSubscription<N extends PublicationName>(name: N, collection: string, ...args: PublicationArgs<N>): PageSubscription<N, PublicationArgs<N>> {
  return { name, args, collection };
}
