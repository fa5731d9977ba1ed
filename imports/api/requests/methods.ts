// Request methods: `peopleRequests.send` (the name the UI calls; visitors and customers, see
// logic.ts), the admins' `requests.move`, and `requests.cancel` for a member of the company that
// sent the request (cancel.ts).
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, id, oneOf, optionalText } from '../common/lists';
import { cancelRequest } from './cancel';
import { cancelRequestInputSchema } from './cancel-request-input-schema';
import { moveRequest, sendRequest, type SendRequestInput } from './logic';
import { sendRequestInputSchema } from './send-request-input-schema';
import { REQUEST_CLOSE_REASONS, REQUEST_STATUSES, type RequestCloseReason, type RequestStatus } from './schema';

export const sendRequestMethod = defineMethod({
  name: 'peopleRequests.send',
  params: createSchema({ request: { type: sendRequestInputSchema } }),
  access: 'public',
  run(request: SendRequestInput) {
    return sendRequest(this.user, request);
  },
});

export const moveRequestMethod = defineMethod({
  name: 'requests.move',
  params: createSchema({
    requestId: id(),
    status: oneOf(REQUEST_STATUSES),
    closeReason: { ...oneOf(REQUEST_CLOSE_REASONS), optional: true },
    note: optionalText(1000),
  }),
  access: 'admin',
  run(requestId: string, status: RequestStatus, closeReason?: RequestCloseReason, note?: string) {
    return moveRequest(this.userId as string, requestId, { status, closeReason, note });
  },
});

export const cancelRequestMethod = defineMethod({
  name: 'requests.cancel',
  params: createSchema({ requestId: id() }).extend(cancelRequestInputSchema),
  access: 'user',
  run(requestId: string, note?: string) {
    return cancelRequest(this.userId as string, isAdmin(this.user), requestId, note);
  },
});

export { sendRequestInputSchema };

export const requestMethods = [sendRequestMethod, moveRequestMethod, cancelRequestMethod];
