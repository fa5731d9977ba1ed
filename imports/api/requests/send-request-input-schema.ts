// What `peopleRequests.send` accepts, browser-safe so the request forms validate with the same
// rules as the server: a logged-in customer sends no contact; a visitor leaves one with consent.
// What the experts need (skills, languages, rate) is optional, in the stored request's shapes.
import { arrayOf, contactDetailsFields, createSchema, id, integer, LENGTH, mustBeTicked, optionalText, text } from '../common/lists';
import { requestRequirementFields } from './schema';

export const requestContactInputSchema = createSchema({
  ...contactDetailsFields,
  consent: mustBeTicked(),
});

export const sendRequestInputSchema = createSchema({
  ...arrayOf('peopleIds', id(), { maxCount: 20 }),
  title: optionalText(LENGTH.title),
  message: text(LENGTH.note),
  expertsWanted: { ...integer(1, 50), optional: true },
  start: { type: Date, optional: true },
  duration: { ...integer(1, 60), optional: true, label: 'Duration in months' },
  ...requestRequirementFields,
  contact: { type: requestContactInputSchema, optional: true },
});
