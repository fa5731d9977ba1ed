// Meteor.status() as the client sees it (DDP client's reactive connection status).
export interface ConnectionStatus {
  connected: boolean;
  status: 'connected' | 'connecting' | 'failed' | 'waiting' | 'offline';
  retryCount: number;
  /** When the next attempt is due (ms since the epoch), while waiting. */
  retryTime?: number;
  reason?: string;
}
