// Browser entry of `meteor/autoupdate`: the client-versions watcher (reload or stylesheet swap)
// and the pure decisions it uses. See autoupdate-client.ts for what it leaves out.
export { CLIENT_VERSIONS, startAutoupdate } from './autoupdate-client';
export type { AutoupdateConnection, AutoupdateHandle, AutoupdateOptions, WatchedVersions } from './autoupdate-client';
export { METEOR_CSS_CLASS, swapStylesheets } from './stylesheet-swap';
export { decideUpdate, retryDelay, RETRY_BASE_MS } from './client-logic';
