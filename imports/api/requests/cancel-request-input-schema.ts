// What `requests.cancel` accepts besides the request id, browser-safe so the cancel form
// validates with the same rules as the server: an optional reason the agency reads in the history.
import { createSchema, optionalText } from '../common/lists';

export const CANCEL_NOTE_MAX = 1000;

export const cancelRequestInputSchema = createSchema({ note: optionalText(CANCEL_NOTE_MAX) });
