// The projects collection, shared by client and server (each side gets its own Mongo.Collection).
import { Mongo } from 'meteor/mongo';
import type { Project } from './schema';

export const Projects = new Mongo.Collection<Project>('projects');
