// An expert's page on the server: the expert's subscription, its head with the ProfilePage, 404
// for an unknown or unpublished expert, 301 to the one current address, and one sitemap entry
// per published expert.
import { directorySelector } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { movedHead, notFoundHead, publicHead, shorten } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';
import { expertName } from '../../components/expert/expert-facts';
import { profilePage } from './structured-data';
import { expertSubscription } from './use-expert';

export const serverPage: ServerPage = {
  subscriptions: ({ params }) => [params.peopleId === undefined ? null : expertSubscription(params.peopleId)],
  head({ params }, rendered, context) {
    const person = params.peopleId === undefined ? undefined : rendered<Person>(expertSubscription(params.peopleId))?.[0];
    if (!person) return notFoundHead('Expert', context);
    const canonicalPath = paths.expert.href(person._id, person.urlName);
    if (params.peopleId !== person._id || params.urlName !== person.urlName) return movedHead(canonicalPath, context);
    const name = expertName(person);
    const canonical = `${context.origin}${canonicalPath}`;
    return publicHead(
      {
        title: `${name} – ${person.headline}`,
        description: shorten(person.summary || `${name}, ${person.headline}`),
        canonicalPath,
        type: 'profile',
        jsonLd: profilePage(person, name, canonical),
      },
      context,
    );
  },
  sitemap: { kind: 'documents', documents: { collection: 'people', selector: directorySelector({}) }, href: (person) => paths.expert.href(person._id, person.urlName) },
};
