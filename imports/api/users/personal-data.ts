// The GDPR self-service registries other modules plug into, so the users module does not need to
// know every collection that holds personal data:
// - `onAccountDeleted(name, hook)`: runs when a user deletes their account, before the user
//   document is erased (hooks still see the e-mail, CV and photo names). A hook erases what its
//   module holds (files, expert entry, application notes) and reports what it erased and what it
//   kept and why. Hooks must be idempotent: if one fails, the deletion stops, the account stays
//   and the user can simply try again.
// - `registerPersonalDataExporter(name, exporter)`: one section of `users.exportMyData()`; it
//   must return only the caller's own data.
// Server-only.
import type { User } from './schema';

export interface KeptRecord {
  what: string;
  why: string;
}

export interface DeletionReport {
  erased: string[];
  kept: KeptRecord[];
}

export type AccountDeletedHook = (user: User) => Promise<Partial<DeletionReport> | void> | Partial<DeletionReport> | void;
export type PersonalDataExporter = (userId: string) => Promise<unknown> | unknown;

const deletionHooks = new Map<string, AccountDeletedHook>();
const exporters = new Map<string, PersonalDataExporter>();

/** Registers (or replaces, by name) a hook run when an account is deleted. */
export function onAccountDeleted(name: string, hook: AccountDeletedHook): void {
  deletionHooks.set(name, hook);
}

/** Registers (or replaces, by name) one section of the personal data export. */
export function registerPersonalDataExporter(name: string, exporter: PersonalDataExporter): void {
  exporters.set(name, exporter);
}

/** Runs every deletion hook in registration order and merges their reports. */
export async function runAccountDeletedHooks(user: User): Promise<DeletionReport> {
  const report: DeletionReport = { erased: [], kept: [] };
  for (const hook of deletionHooks.values()) {
    const part = await hook(user);
    if (part) {
      report.erased.push(...(part.erased ?? []));
      report.kept.push(...(part.kept ?? []));
    }
  }
  return report;
}

/** Every registered section for one user, keyed by the exporter's name. */
export async function collectPersonalData(userId: string): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {};
  for (const [name, exporter] of exporters) sections[name] = await exporter(userId);
  return sections;
}
