// Meteor's Tracker.Dependency: a set of computations to invalidate when a reactive source changes.
// Left out: nothing of the public API.
import { type Computation, currentComputation } from './computation';

export class Dependency {
  private readonly dependents = new Map<number, Computation>();

  /** Records the current (or given) computation as a dependent; true if it was newly added. */
  depend(computation: Computation | null = currentComputation()): boolean {
    if (!computation) return false;
    if (this.dependents.has(computation._id)) return false;
    this.dependents.set(computation._id, computation);
    computation.onInvalidate(() => {
      this.dependents.delete(computation._id);
    });
    return true;
  }

  changed(): void {
    for (const computation of [...this.dependents.values()]) computation.invalidate();
  }

  hasDependents(): boolean {
    return this.dependents.size > 0;
  }
}
