// Campaign tracking: ad click ids and UTM tags from the landing address are kept in local storage
// for 12 hours so a sign-up made later in the visit can still be attributed, and the address is
// cleaned of them after a second so shared or bookmarked links do not carry them along.

export const CAMPAIGN_PARAMS = ['gclid', 'utm_medium', 'utm_source', 'utm_id', 'utm_campaign'] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type CampaignData = Partial<Record<CampaignParam, string>>;

export const CAMPAIGN_STORAGE_KEY = 'campaignTracking';
export const CAMPAIGN_MAX_AGE_MS = 43_200_000;
export const ADDRESS_CLEAN_DELAY_MS = 1_000;

interface StoredCampaign {
  data: CampaignData;
  savedAt: number;
}

function readParams(search: string): CampaignData {
  const params = new URLSearchParams(search);
  const data: CampaignData = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = params.get(name);
    if (value) data[name] = value;
  }
  return data;
}

function addressWithout(href: string): string {
  const url = new URL(href);
  for (const name of CAMPAIGN_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/**
 * Stores the campaign parameters of the current address (if any) with the time they were seen,
 * and removes them from the address after a second. Returns a function that cancels the cleaning.
 */
export function captureCampaign(win: Window = window, now: number = Date.now()): () => void {
  const data = readParams(win.location.search);
  if (Object.keys(data).length === 0) return () => {};
  const record: StoredCampaign = { data, savedAt: now };
  try {
    win.localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.error('Campaign tracking could not be stored', error);
  }
  const timer = win.setTimeout(() => {
    win.history.replaceState(win.history.state, '', addressWithout(win.location.href));
  }, ADDRESS_CLEAN_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/** The stored campaign data for a sign-up, or null once it is older than 12 hours. */
export function storedCampaign(storage: Storage = window.localStorage, now: number = Date.now()): CampaignData | null {
  let record: StoredCampaign | null;
  try {
    record = JSON.parse(storage.getItem(CAMPAIGN_STORAGE_KEY) ?? 'null') as StoredCampaign | null;
  } catch {
    record = null;
  }
  if (!record || typeof record.savedAt !== 'number' || now - record.savedAt > CAMPAIGN_MAX_AGE_MS) {
    storage.removeItem(CAMPAIGN_STORAGE_KEY);
    return null;
  }
  return record.data;
}
