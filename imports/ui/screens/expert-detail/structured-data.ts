// schema.org structured data of an expert's page for search engines: a `ProfilePage` with its
// `Person`, built only from what the public entry shows (never the account behind it).
import type { Person } from '../../../api/people/schema';
import { listLabelIn } from '../../../i18n/list-label-in';

export function profilePage(person: Person, name: string, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateModified: person.publishedAt?.toISOString(),
    mainEntity: {
      '@type': 'Person',
      name,
      jobTitle: person.headline,
      description: person.summary || undefined,
      // The skills' canonical (English) names, as `addressCountry` is a code: the same in every language.
      knowsAbout: person.skills.map((skill) => listLabelIn('en', 'skills', skill)),
      knowsLanguage: person.languages.map((language) => language.language),
      homeLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: person.city || undefined, addressCountry: person.country } },
      url,
    },
  };
}
