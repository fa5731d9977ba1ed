// The one reading of a limit's override from the environment, for every limit the runtime sets
// (login attempts, account mails, connection caps).

/** A positive whole number from the environment, or `fallback`. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
