// The applications collection as the browser holds it: filled by `applications.mine`, never
// written to directly (writes go through methods). No schema, like the other browser collections.
import { Mongo } from 'meteor/mongo';
import type { Application } from './schema';

export const Applications = new Mongo.Collection<Application>('applications');
