// Application methods: a candidate applies (rule 'project') and withdraws their own; admins move
// applications through the pipeline (status.ts).
import { defineMethod } from '../common/define-method';
import { createSchema, id, LENGTH, oneOf, optionalText, rateSchema, type Rate } from '../common/lists';
import { applyToProject, moveApplication, withdrawApplication } from './logic';
import { APPLICATION_STATUSES, type ApplicationStatus } from './schema';

const applyInputSchema = createSchema({
  note: optionalText(LENGTH.note),
  proposedRate: { type: rateSchema, optional: true },
  availableFrom: { type: Date, optional: true },
});

export const applyMethod = defineMethod({
  name: 'applications.apply',
  params: createSchema({ projectId: id(), application: { type: applyInputSchema } }),
  access: 'project',
  run(projectId: string, application: { note?: string; proposedRate?: Rate; availableFrom?: Date }) {
    return applyToProject(this.userId as string, projectId, application);
  },
});

export const withdrawMethod = defineMethod({
  name: 'applications.withdraw',
  params: createSchema({ applicationId: id() }),
  access: 'user',
  run(applicationId: string) {
    return withdrawApplication(this.userId as string, applicationId);
  },
});

export const moveMethod = defineMethod({
  name: 'applications.move',
  params: createSchema({
    applicationId: id(),
    status: oneOf(APPLICATION_STATUSES),
    note: optionalText(1000),
    adminNote: optionalText(LENGTH.note),
  }),
  access: 'admin',
  run(applicationId: string, status: ApplicationStatus, note?: string, adminNote?: string) {
    return moveApplication(this.userId as string, applicationId, { status, note, adminNote });
  },
});

export const applicationMethods = [applyMethod, withdrawMethod, moveMethod];
