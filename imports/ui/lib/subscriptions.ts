// Subscribing by a publication's name, with its arguments checked against the server's
// definition (wire-api.ts): Meteor's useSubscribe and Meteor.subscribe, typed.
import { Meteor } from 'meteor/meteor';
import { useSubscribe as useMeteorSubscribe } from 'meteor/react-meteor-data';
import type { PublicationArgs, PublicationName } from './wire-api';

/** Subscribes while mounted (no name: nothing); returns whether the subscription is loading. */
export function useSubscribe<N extends PublicationName>(name: N | null | undefined | false, ...args: PublicationArgs<N>): () => boolean {
  return useMeteorSubscribe(name, ...args);
}

interface SubscribeCallbacks {
  onReady?(): void;
  onStop?(error?: { reason?: string }): void;
}

/** Subscribes until the returned handle is stopped. */
export function subscribe<N extends PublicationName>(name: N, args: PublicationArgs<N>, callbacks?: SubscribeCallbacks): { stop(): void } {
  // Meteor takes a last object as callbacks only if it holds one; an empty one would be sent as an argument.
  return callbacks ? Meteor.subscribe(name, ...args, callbacks) : Meteor.subscribe(name, ...args);
}
