// Meteor.settings on the server: parsed from METEOR_SETTINGS (JSON), as `meteor run --settings`
// passes it, with `public` always present. Invalid JSON stops startup, as Meteor does.
// Left out: reading a `--settings` file (scripts pass its content through METEOR_SETTINGS).
export interface MeteorSettings {
  public: Record<string, unknown>;
  [key: string]: unknown;
}

export function loadSettings(raw: string | undefined): MeteorSettings {
  if (!raw) return { public: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('METEOR_SETTINGS are not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('METEOR_SETTINGS must be a JSON object');
  }
  const settings = parsed as Record<string, unknown>;
  const pub = settings.public;
  return { ...settings, public: pub && typeof pub === 'object' ? (pub as Record<string, unknown>) : {} };
}
