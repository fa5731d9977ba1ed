// The heads of the public lists in another language: the title and description in German, the
// canonical address of the German page and every language's alternate.
import { describe, expect, it } from 'vitest';
import { pageHead, planPage } from '../../../startup/ssr/public-pages';

const ORIGIN = 'https://experts.example';
const context = { origin: ORIGIN, productName: 'Expert Marketplace', search: '', locale: 'de' as const, now: new Date('2026-06-01T12:00:00Z') };

async function headOf(address: string) {
  const plan = await planPage(new URL(address, ORIGIN), { hidePrices: false });
  if (!plan) throw new Error(`${address} is no public page`);
  return pageHead(plan, {}, context);
}

describe('public list heads in German', () => {
  it('titles and describes the open projects in German, naming each language’s address', async () => {
    const head = await headOf('/engine/projects/?skills=java');
    expect(head.title).toBe('Offene Projekte - Expert Marketplace');
    const html = head.tags.join('\n');
    expect(html).toContain('<meta name="description" content="Offene Freelance- und Vertragsprojekte für Experten bei Expert Marketplace: Suche nach Kenntnissen, Standort, Remote-Anteil und Satz." />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/engine/projects/?hl=de" />`);
    for (const locale of ['de', 'cs', 'pl', 'sk', 'hu']) expect(html).toContain(`hreflang="${locale}" href="${ORIGIN}/engine/projects/?hl=${locale}"`);
    expect(html).toContain(`hreflang="x-default" href="${ORIGIN}/engine/projects/"`);
  });

  it('titles and describes the expert directory in German', async () => {
    const head = await headOf('/engine/experts/');
    expect(head.title).toBe('Unsere Experten - Expert Marketplace');
    expect(head.tags.join('\n')).toContain('content="Geprüfte Freelancer und Spezialisten bei Expert Marketplace, bereit für Ihr Projekt: Suche nach Kenntnissen, Sprache, Standort und Verfügbarkeit."');
  });
});
