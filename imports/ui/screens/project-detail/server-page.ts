// A project's page on the server: the project's subscription, its head with the JobPosting, 404
// for a project nobody published, 301 to the one current address for an old or missing URL name
// (or a lookup by URL name), and one sitemap entry per open project.
import { openProjectsSelector } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import { movedHead, notFoundHead, publicHead, shorten } from '../../../startup/ssr/page-head';
import type { ServerPage } from '../../../startup/ssr/server-page';
import { paths } from '../../app/paths';
import { jobPosting } from './structured-data';
import { projectSubscription } from './use-project';

export const serverPage: ServerPage = {
  subscriptions: ({ params }) => [projectSubscription(params.projectId)],
  head({ params, pattern }, rendered, context) {
    const project = rendered<Project>(projectSubscription(params.projectId))?.[0];
    if (!project) return notFoundHead('Project', context);
    const canonicalPath = paths.project.href(project._id, project.urlName);
    // Redirected within the address form asked for (the long form is an alias of the short one).
    const longForm = pattern.startsWith('/engine/projects/');
    if (params.projectId !== project._id || params.urlName !== project.urlName) return movedHead(longForm ? canonicalPath.replace('/engine/p/', '/engine/projects/') : canonicalPath, context);
    const canonical = `${context.origin}${canonicalPath}`;
    return publicHead(
      {
        title: project.title,
        description: shorten(project.summary || project.title),
        canonicalPath,
        type: 'article',
        jsonLd: jobPosting(project, canonical, { name: context.productName, url: context.origin }, context.now),
        noindex: project.status !== 'open',
      },
      context,
    );
  },
  sitemap: { kind: 'documents', documents: { collection: 'projects', selector: openProjectsSelector({}) }, href: (project) => paths.project.href(project._id, project.urlName) },
};
