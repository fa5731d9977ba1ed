// Everything the users module adds to the server, for the composition (register-api) to call
// once: the acting-user loader, methods, publications and the data hooks. Server-only.
import { setActingUserLoader } from '../common/acting-user';
import { loadUserForAccess } from './access-loader';
import { registerUserDataHooks } from './data-hooks';
import { registerUserMethods } from './methods';
import { registerUserPublications } from './publications';

export function registerUsersApi(): void {
  setActingUserLoader(loadUserForAccess);
  registerUserDataHooks();
  registerUserMethods();
  registerUserPublications();
}
