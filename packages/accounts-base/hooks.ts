// Meteor's callback lists behind `Accounts.onLogin`, `onLoginFailure`, `validateLoginAttempt`,
// `validateNewUser` and `onLogout`: register returns a `{stop()}` handle; callbacks run in
// registration order. Left out: nothing.
export interface StopHandle {
  stop(): void;
}

export class Hook<F extends (...args: never[]) => unknown> {
  private readonly entries = new Set<{ fn: F }>();

  register(fn: F): StopHandle {
    if (typeof fn !== 'function') throw new Error('Accounts hook must be a function');
    // Wrapped so registering the same function twice yields two independent handles.
    const entry = { fn };
    this.entries.add(entry);
    return { stop: () => void this.entries.delete(entry) };
  }

  /** The callbacks in registration order (a snapshot: hooks may stop themselves while running). */
  list(): F[] {
    return [...this.entries].map((entry) => entry.fn);
  }
}
