// What the back office's "Best matches" asks (filters) and receives (rows), for the server and
// the browser alike.
import type { MatchReason } from './score';

export interface MatchFilters {
  /** Rows scoring under this are left out (0–100). */
  minScore?: number;
  /** Only people whose start reason is met. */
  onlyAvailable?: boolean;
  /** Hide people with a failed hard requirement. */
  hideFailedHard?: boolean;
  /** How many rows per list (default 10). */
  limit?: number;
}

export interface MatchRow {
  kind: 'expert' | 'candidate';
  /** The expert entry's id or the candidate's account id. */
  id: string;
  name: string;
  /** The account "ask to apply" notifies: the candidate, or the expert's linked account. */
  userId?: string;
  score: number;
  reasons: MatchReason[];
  /** When an admin asked `userId` to apply to this project (once per project and person). */
  askedAt?: Date;
  /** `userId` has applied to this project (in any status): there is nothing to ask. */
  applied?: true;
}

export interface BestMatches {
  experts: MatchRow[];
  candidates: MatchRow[];
}
