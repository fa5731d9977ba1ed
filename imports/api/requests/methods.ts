// Request methods: `peopleRequests.send` (the name the UI calls; visitors and customers, see
// logic.ts) and the admins' `requests.move`.
import { defineMethod } from '../common/define-method';
import { arrayOf, createSchema, email, id, integer, LENGTH, oneOf, optionalText, PHONE_PATTERN, text } from '../common/lists';
import { moveRequest, sendRequest, type SendRequestInput } from './logic';
import { REQUEST_CLOSE_REASONS, REQUEST_STATUSES, type RequestCloseReason, type RequestStatus } from './schema';

const contactInputSchema = createSchema({
  name: text(LENGTH.short),
  email: email(),
  phone: { type: String, max: 25, regEx: PHONE_PATTERN, optional: true },
  company: optionalText(LENGTH.short),
  consent: { type: Boolean },
});

export const sendRequestInputSchema = createSchema({
  ...arrayOf('peopleIds', id(), { maxCount: 20 }),
  title: optionalText(LENGTH.title),
  message: text(LENGTH.note),
  expertsWanted: { ...integer(1, 50), optional: true },
  start: { type: Date, optional: true },
  duration: { ...integer(1, 60), optional: true, label: 'Duration in months' },
  contact: { type: contactInputSchema, optional: true },
});

export const sendRequestMethod = defineMethod<{ request: SendRequestInput }, string>({
  name: 'peopleRequests.send',
  params: createSchema({ request: { type: sendRequestInputSchema } }),
  access: 'public',
  run: ({ request }, { user }) => sendRequest(user, request),
});

export const moveRequestMethod = defineMethod<
  { requestId: string; status: RequestStatus; closeReason?: RequestCloseReason; note?: string },
  void
>({
  name: 'requests.move',
  params: createSchema({
    requestId: id(),
    status: oneOf(REQUEST_STATUSES),
    closeReason: { ...oneOf(REQUEST_CLOSE_REASONS), optional: true },
    note: optionalText(1000),
  }),
  access: 'admin',
  run: ({ requestId, ...move }, { userId }) => moveRequest(userId as string, requestId, move),
});

export const requestMethods = [sendRequestMethod, moveRequestMethod];
