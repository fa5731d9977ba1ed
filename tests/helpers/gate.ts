// A promise a test opens by hand: a method awaits it to stay "in flight" for exactly as long as the
// test needs, so ordering tests depend on events, not on sleeps. The server runs in the test's
// process, so method bodies and tests share these objects directly.
export interface Gate {
  readonly promise: Promise<void>;
  readonly isOpen: boolean;
  open(): void;
}

export function createGate(): Gate {
  let release!: () => void;
  let isOpen = false;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    promise,
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      release();
    },
  };
}

/** Named gates for one test file; `openAll` in afterEach so no method is left hanging. */
export class GateRegistry {
  private readonly gates = new Map<string, Gate>();

  get(name: string): Gate {
    let gate = this.gates.get(name);
    if (!gate) {
      gate = createGate();
      this.gates.set(name, gate);
    }
    return gate;
  }

  open(name: string): void {
    this.get(name).open();
  }

  openAll(): void {
    for (const gate of this.gates.values()) gate.open();
    this.gates.clear();
  }
}
