// The project a customer (or an admin) posts. This first cut carries what the open-projects list
// shows; the domain issue extends it with rates, languages, skills and the rest.
import SimpleSchema from 'simpl-schema';

export const PROJECT_STATUSES = ['draft', 'open', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project {
  _id: string;
  title: string;
  urlName: string;
  status: ProjectStatus;
  summary: string;
  city?: string;
  country?: string;
  remotePercent?: number;
  publishedAt?: Date;
}

export const projectSchema = new SimpleSchema({
  title: { type: String, max: 200 },
  urlName: { type: String, max: 200, regEx: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
  status: { type: String, allowedValues: [...PROJECT_STATUSES] },
  summary: { type: String, max: 2000 },
  city: { type: String, max: 100, optional: true },
  country: { type: String, max: 100, optional: true },
  remotePercent: { type: SimpleSchema.Integer, min: 0, max: 100, optional: true },
  publishedAt: { type: Date, optional: true },
});

/** Fields anyone may see of an open project. */
export const publicProjectFields = {
  title: 1,
  urlName: 1,
  status: 1,
  summary: 1,
  city: 1,
  country: 1,
  remotePercent: 1,
  publishedAt: 1,
} as const;
