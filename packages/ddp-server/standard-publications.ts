// Publications a stock Meteor client subscribes to on its own, answered so it is content:
// `meteor.loginServiceConfiguration` (accounts-base subscribes to it; we configure no OAuth
// services, so it is ready with no documents). Left out: `meteor_autoupdate_clientVersions`,
// which the autoupdate package publishes.
import type { DdpServer } from './ddp-server';

export function registerStandardPublications(server: DdpServer): void {
  server.publish('meteor.loginServiceConfiguration', function () {
    this.ready();
  });
}
