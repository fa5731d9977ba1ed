// A bounded wait for state that arrives asynchronously (a client collection filling up, a status
// changing): re-checks `probe` until it returns something other than undefined, and fails after
// `timeoutMs` with `describe()` so the failure shows what the state was instead.
export async function waitUntil<T>(
  probe: () => T | undefined,
  options: { timeoutMs?: number; what: string; describe?: () => unknown },
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const state = options.describe ? `\nlast state: ${JSON.stringify(options.describe(), null, 1)}` : '';
      throw new Error(`timed out waiting for ${options.what}${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
