// Request methods: `peopleRequests.send` (the name the UI calls; visitors and customers, see
// logic.ts) and the admins' `requests.move`.
import { defineMethod } from '../common/define-method';
import { createSchema, id, oneOf, optionalText } from '../common/lists';
import { moveRequest, sendRequest, type SendRequestInput } from './logic';
import { sendRequestInputSchema } from './send-request-input-schema';
import { REQUEST_CLOSE_REASONS, REQUEST_STATUSES, type RequestCloseReason, type RequestStatus } from './schema';

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

export { sendRequestInputSchema };

export const requestMethods = [sendRequestMethod, moveRequestMethod];
