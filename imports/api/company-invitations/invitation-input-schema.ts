// What `companies.invite` accepts besides the company id, browser-safe so the invitation form
// validates with the same rules as the server.
import { createSchema, email, oneOf } from '../common/lists';
import { COMPANY_ROLES } from '../companies/schema';

export const invitationInputSchema = createSchema({ email: email(), role: oneOf(COMPANY_ROLES) });
