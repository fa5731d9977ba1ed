// The projects collection as the browser holds it: filled by publications and never written to
// directly (writes go through methods, which the server validates against the schema attached in
// collection.ts). It carries no schema, so the open-projects page does not load the schema
// library on first render. Server code uses collection.ts; importing both in one process would
// create the collection twice.
import { Mongo } from 'meteor/mongo';
import type { Project } from './schema';

export const Projects = new Mongo.Collection<Project>('projects');
