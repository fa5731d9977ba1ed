import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_MAX_AGE_MS, CAMPAIGN_STORAGE_KEY, captureCampaign, storedCampaign } from './campaign-tracking';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe('campaign tracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the campaign parameters with their time and ignores the rest', () => {
    window.history.replaceState(null, '', '/engine/projects/?utm_source=news&utm_medium=mail&gclid=abc&utm_id=7&utm_campaign=spring&page=2');
    captureCampaign(window, NOW);
    expect(JSON.parse(localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '')).toEqual({
      data: { gclid: 'abc', utm_medium: 'mail', utm_source: 'news', utm_id: '7', utm_campaign: 'spring' },
      savedAt: NOW,
    });
    expect(storedCampaign(localStorage, NOW + 1000)).toEqual({ gclid: 'abc', utm_medium: 'mail', utm_source: 'news', utm_id: '7', utm_campaign: 'spring' });
  });

  it('cleans the address of them after one second, keeping other parameters and the hash', () => {
    window.history.replaceState(null, '', '/engine/projects/?utm_source=news&page=2#top');
    captureCampaign(window, NOW);
    vi.advanceTimersByTime(999);
    expect(window.location.search).toBe('?utm_source=news&page=2');
    vi.advanceTimersByTime(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/engine/projects/?page=2#top');
  });

  it('drops the record once it is older than 12 hours', () => {
    window.history.replaceState(null, '', '/engine/?gclid=abc');
    captureCampaign(window, NOW);
    expect(storedCampaign(localStorage, NOW + CAMPAIGN_MAX_AGE_MS)).toEqual({ gclid: 'abc' });
    expect(storedCampaign(localStorage, NOW + CAMPAIGN_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });

  it('leaves storage and address alone when the address has no campaign', () => {
    window.history.replaceState(null, '', '/engine/projects/?page=2');
    localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify({ data: { gclid: 'old' }, savedAt: NOW }));
    captureCampaign(window, NOW + 5);
    vi.advanceTimersByTime(2000);
    expect(window.location.search).toBe('?page=2');
    expect(storedCampaign(localStorage, NOW + 10)).toEqual({ gclid: 'old' });
  });
});
