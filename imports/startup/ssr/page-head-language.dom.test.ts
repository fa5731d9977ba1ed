// The server-rendered head speaks the page's language: the route's title (a message id in the
// route table) and a 404's words come from the page's messages.
import { describe, expect, it } from 'vitest';
import { pageDataKey } from '../../ui/lib/page-data';
import { planPage, pageHead } from './public-pages';

const ORIGIN = 'https://experts.example';
const context = { origin: ORIGIN, productName: 'Talent Hub', search: '' };

/** The head of a page whose subscriptions found nothing. */
async function headOf(address: string, locale: 'en' | 'de' | 'cs') {
  const planned = await planPage(new URL(address, ORIGIN));
  if (!planned) throw new Error(`${address} is no public page`);
  const nothing = Object.fromEntries(planned.needs.map((need) => [pageDataKey(need.name, need.args), []]));
  return pageHead(planned, nothing, { ...context, locale });
}

describe('page heads in the page language', () => {
  it("titles a page with its route's title in that language", async () => {
    expect((await headOf('/engine/privacy-policy/', 'en')).title).toBe('Privacy Policy - Talent Hub');
    const czech = await headOf('/engine/privacy-policy/', 'cs');
    expect(czech.title).toBe('Zásady ochrany osobních údajů - Talent Hub');
    expect(czech.tags.join('\n')).toContain('content="Jaké osobní údaje uchováváme');
    expect((await headOf('/engine/experts/', 'de')).title).toContain('Unsere Experten');
  });

  it("words a 404 in the page's language", async () => {
    const english = await headOf('/engine/p/nOsUcHpRoJeCt1234', 'en');
    expect(english.status).toBe(404);
    expect(english.title).toBe('Project not found - Talent Hub');
    const german = await headOf('/engine/p/nOsUcHpRoJeCt1234', 'de');
    expect(german.status).toBe(404);
    expect(german.title).toBe('Projekt nicht gefunden - Talent Hub');
    expect(german.tags.join('\n')).toContain('Dieses Projekt existiert nicht oder ist nicht mehr veröffentlicht.');
  });
});
