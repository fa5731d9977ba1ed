// What one client may hold on the server (beyond Meteor, which bounds none of it): connections
// per client address, subscriptions per connection, and bytes queued for a client that does not
// read. Without them one hostile client opening subscriptions as fast as it can drove the server
// to gigabytes. Each limit has an environment variable; a value that is not a positive whole
// number leaves the default.
import { limitFromEnv } from '../ddp-common/limit-from-env';

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 1_000;
export const DEFAULT_MAX_SUBSCRIPTIONS_PER_CONNECTION = 200;
export const DEFAULT_MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface ConnectionCaps {
  maxConnectionsPerAddress: number;
  maxSubscriptionsPerConnection: number;
  /** A socket with more bytes than this still waiting to be written is dropped. */
  maxBufferedBytes: number;
}

export function connectionCapsFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectionCaps {
  return {
    maxConnectionsPerAddress: limitFromEnv(env.DDP_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    maxSubscriptionsPerConnection: limitFromEnv(env.DDP_MAX_SUBSCRIPTIONS_PER_CONNECTION, DEFAULT_MAX_SUBSCRIPTIONS_PER_CONNECTION),
    maxBufferedBytes: limitFromEnv(env.DDP_MAX_BUFFERED_BYTES, DEFAULT_MAX_BUFFERED_BYTES),
  };
}

/** Live sockets per client address. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket from `address`; false (and nothing counted) when it is at the limit. */
  take(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 1) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }
}
