// Server entry of `meteor/autoupdate`: the client-versions publication and the version
// computation it is built on. See publish-versions.ts and versions.ts for what each leaves out.
export { CLIENT_VERSIONS, WEB_BROWSER, currentClientVersions, publishClientVersions } from './publish-versions';
export type { PublishClientVersionsOptions } from './publish-versions';
export { clientVersionsFromFolder, computeClientVersions, fileKind } from './versions';
export type { BuiltFile, ClientVersions, FileKind, VersionOptions } from './versions';
