// A subscription as a value: the publication's name, its arguments and the collection its
// documents arrive in. A screen's data hook subscribes with it, and the screen's server page
// (server-page.ts beside it) names the same value as its data, so the server renders from exactly
// what the browser then asks for (and the page data's key, name and arguments, matches).
export interface PageSubscription<TName extends string = string, TArgs extends unknown[] = unknown[]> {
  readonly name: TName;
  readonly args: TArgs;
  /** The collection the publication's documents (or count records) arrive in. */
  readonly collection: string;
}

export function pageSubscription<TName extends string, TArgs extends unknown[]>(name: TName, collection: string, ...args: TArgs): PageSubscription<TName, TArgs> {
  return { name, args, collection };
}
