// Meteor's `reactive-var` package: a single reactive value. As in Meteor, `set` with an equal
// primitive does nothing, while objects always count as changed unless an equality function is
// given. Left out: nothing.
import { Dependency } from './dependency';

export type EqualsFunction<T> = (oldValue: T, newValue: T) => boolean;

function isEqualPrimitive(a: unknown, b: unknown): boolean {
  if (a !== b) return false;
  return a === null || a === undefined || ['number', 'boolean', 'string'].includes(typeof a);
}

export class ReactiveVar<T> {
  private value: T;
  private readonly dep = new Dependency();

  constructor(
    initialValue: T,
    private readonly equalsFunc: EqualsFunction<T> = isEqualPrimitive,
  ) {
    this.value = initialValue;
  }

  get(): T {
    this.dep.depend();
    return this.value;
  }

  set(newValue: T): void {
    if (this.equalsFunc(this.value, newValue)) return;
    this.value = newValue;
    this.dep.changed();
  }

  toString(): string {
    return `ReactiveVar{${String(this.value)}}`;
  }
}
