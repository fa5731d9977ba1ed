// The client-side shape of live counts ("64 projects found" that follows other sessions' writes):
// Meteor's publish-counts pattern, one record per counting subscription in the client-only
// `counts` collection. Client and server agree on the record's _id (publication name and raw
// arguments), so the client finds it without knowing the subscription id.
export const COUNTS_COLLECTION = 'counts';

export interface CountRecord {
  _id: string;
  count: number;
}

export function liveCountKey(name: string, args: readonly unknown[]): string {
  return `${name}|${JSON.stringify(args)}`;
}
