// Publications of projects: open projects are public (visitors browse them without signing in).
import { Meteor } from 'meteor/meteor';
import { Projects } from './collection';
import { publicProjectFields } from './schema';

export function registerProjectPublications(): void {
  Meteor.publish('projects.open', function publishOpenProjects() {
    return Projects.find({ status: 'open' }, { fields: publicProjectFields, sort: { publishedAt: -1 }, limit: 200 });
  });
}
