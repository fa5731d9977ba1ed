// Meteor's `rate-limit` package (the engine under DDPRateLimiter): rules made of a matcher and
// "N requests per interval"; a matcher field may be a value (must equal the input), a function
// (must return true) or null/absent (matches anything). Fields that are values or functions form
// the counter key, so `{connectionId: () => true}` counts per connection. Calls are counted with
// `increment` and judged with `check` (`count > numRequests` fails, so the N+1th call fails).
//
// Deliberate difference (quirk "windows per rule"): Meteor keeps one window per rule and resets
// every key of the rule at the same instant, so a client's budget depends on when *other* clients
// started and `timeToReset` can be almost zero for a brand-new key. Here each key has its own
// fixed window, opened by its first counted call; `timeToReset` is the time left in that key's
// window. Like any fixed window, up to 2×N calls can pass across one window edge.
// Left out: `setErrorMessageOnRule` lives in DDPRateLimiter; no cross-process sharing.
import type { RateLimitInput } from '../ddp-server/publication-types';

export type Clock = () => number;

export type MatcherField<T> = T | ((value: T) => boolean) | null | undefined;

// What a call is matched on is what the DDP server reports about it: one declaration, the server's.
export type { RateLimitInput };

export type RateLimitMatcher = { [K in keyof RateLimitInput]?: MatcherField<RateLimitInput[K]> };

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the failing (or, when allowed, the tightest) rule's window ends. */
  timeToReset: number;
  numInvocationsLeft: number;
  /** The rule that decided the result; absent when no rule matched. */
  ruleId?: string;
}

/** Rules (by id) to leave out of one call's counting and judging. */
export type RuleFilter = (ruleId: string) => boolean;

export type RuleCallback = (result: RateLimitResult, input: RateLimitInput) => void;

interface Window {
  start: number;
  count: number;
}

const FIELDS: readonly (keyof RateLimitInput)[] = ['type', 'name', 'userId', 'connectionId', 'clientAddress'];

export class RateLimitRule {
  readonly counters = new Map<string, Window>();
  private lastSweep: number;

  constructor(
    readonly id: string,
    readonly matcher: RateLimitMatcher,
    readonly numRequests: number,
    readonly intervalMs: number,
    readonly callback: RuleCallback | undefined,
    private readonly now: Clock,
  ) {
    this.lastSweep = now();
  }

  matches(input: RateLimitInput): boolean {
    return FIELDS.every((field) => {
      const expected = this.matcher[field];
      if (expected === null || expected === undefined) return true;
      const actual = input[field];
      if (typeof expected === 'function') return (expected as (value: unknown) => boolean)(actual);
      return expected === actual;
    });
  }

  /** Only the fields this rule restricts identify a counter; JSON keeps `null` and "null" apart. */
  keyOf(input: RateLimitInput): string {
    const parts = FIELDS.filter((field) => this.matcher[field] !== null && this.matcher[field] !== undefined).map(
      (field) => [field, input[field]],
    );
    return JSON.stringify(parts);
  }

  private liveWindow(key: string, now: number): Window | undefined {
    const window = this.counters.get(key);
    if (window && now - window.start < this.intervalMs) return window;
    if (window) this.counters.delete(key);
    return undefined;
  }

  increment(input: RateLimitInput): void {
    const now = this.now();
    this.sweep(now);
    const key = this.keyOf(input);
    const window = this.liveWindow(key, now);
    if (window) window.count += 1;
    else this.counters.set(key, { start: now, count: 1 });
  }

  /** This rule's own verdict for the input, without counting it. */
  apply(input: RateLimitInput): RateLimitResult {
    const now = this.now();
    const window = this.liveWindow(this.keyOf(input), now);
    const count = window?.count ?? 0;
    const timeToReset = window ? this.intervalMs - (now - window.start) : this.intervalMs;
    const allowed = count <= this.numRequests;
    return { allowed, timeToReset, numInvocationsLeft: Math.max(0, this.numRequests - count), ruleId: this.id };
  }

  /** Forgets expired windows once per interval so idle keys (closed sockets) do not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.intervalMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.counters) {
      if (now - window.start >= this.intervalMs) this.counters.delete(key);
    }
  }
}

export interface RateLimiterOptions {
  now?: Clock;
}

export class RateLimiter {
  private readonly rules = new Map<string, RateLimitRule>();
  private readonly now: Clock;
  private nextId = 1;

  constructor(options: RateLimiterOptions = {}) {
    this.now = options.now ?? (() => Date.now());
  }

  addRule(matcher: RateLimitMatcher, numRequests: number, intervalMs: number, callback?: RuleCallback): string {
    if (!Number.isFinite(numRequests) || numRequests < 0) throw new Error('numRequests must be a non-negative number');
    if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new Error('timeInterval must be a positive number');
    const id = `rule-${this.nextId++}`;
    this.rules.set(id, new RateLimitRule(id, { ...matcher }, numRequests, intervalMs, callback, this.now));
    return id;
  }

  removeRule(id: string): boolean {
    return this.rules.delete(id);
  }

  hasRule(id: string): boolean {
    return this.rules.has(id);
  }

  /** Counts one call against every rule that matches it (but those `skip` names). */
  increment(input: RateLimitInput, skip?: RuleFilter): void {
    for (const rule of this.matching(input, skip)) rule.increment(input);
  }

  /**
   * Judges the input against every matching rule (as Meteor: denied if any rule is exceeded,
   * reporting the longest wait among exceeded rules; when allowed, the rule with fewest calls
   * left). Each rule's callback receives that rule's own verdict.
   */
  check(input: RateLimitInput, skip?: RuleFilter): RateLimitResult {
    const reply: RateLimitResult = { allowed: true, timeToReset: 0, numInvocationsLeft: Infinity };
    for (const rule of this.matching(input, skip)) {
      const verdict = rule.apply(input);
      if (!verdict.allowed) {
        if (reply.allowed || verdict.timeToReset > reply.timeToReset) {
          reply.timeToReset = verdict.timeToReset;
          reply.ruleId = rule.id;
        }
        reply.allowed = false;
        reply.numInvocationsLeft = 0;
      } else if (reply.allowed && verdict.numInvocationsLeft < reply.numInvocationsLeft) {
        reply.timeToReset = verdict.timeToReset;
        reply.numInvocationsLeft = verdict.numInvocationsLeft;
        reply.ruleId = rule.id;
      }
      rule.callback?.(verdict, input);
    }
    return reply;
  }

  private matching(input: RateLimitInput, skip?: RuleFilter): RateLimitRule[] {
    return [...this.rules.values()].filter((rule) => !skip?.(rule.id) && rule.matches(input));
  }
}
