// The live connection's reactive status and the retry-now action, over Meteor.status() and
// Meteor.reconnect().
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import type { ConnectionStatus } from './connection-types';

function readStatus(): ConnectionStatus {
  return Meteor.status();
}

export function useConnectionStatus(): ConnectionStatus {
  return useTracker(readStatus, []);
}

export function reconnect(): void {
  Meteor.reconnect();
}
