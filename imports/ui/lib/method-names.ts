// Server method and publication names the client uses (the spec names users.hidePrices and
// users.getUser; the others are the domain API's), the one translation a form needs from a
// method's validation error, and the reason an error gives.
export const METHODS = {
  hidePrices: 'users.hidePrices',
  getUser: 'users.getUser',
  sendRequest: 'peopleRequests.send',
  contactUs: 'contactMessages.send',
  registerCompany: 'companies.register',
  requestInvitation: 'invitationRequests.create',
  signUpStart: 'users.signUp.start',
  signUpCustomer: 'users.signUpCustomer',
  invitation: 'users.invitation',
  acceptInvitation: 'users.acceptInvitation',
  changeEmail: 'users.changeEmail',
  saveSignUpStep: 'users.saveSignUpStep',
  updateCompany: 'companies.update',
  inviteToCompany: 'companies.invite',
  companyInvitationByLink: 'companyInvitations.byLink',
  acceptCompanyInvitation: 'companyInvitations.accept',
  declineCompanyInvitation: 'companyInvitations.decline',
  declineCompanyInvitationByLink: 'companyInvitations.declineByLink',
  acceptCompanyInvitationWithSignUp: 'companyInvitations.acceptWithSignUp',
  revokeCompanyInvitation: 'companyInvitations.revoke',
  removeCompanyMember: 'companies.removeMember',
  setCompanyMemberRole: 'companies.setMemberRole',
  cancelRequest: 'requests.cancel',
  selectAccount: 'users.selectAccount',
} as const;

export const PUBLICATIONS = {
  peopleDirectory: 'people.directory',
  peopleDirectoryCount: 'people.directoryCount',
  person: 'people.one',
  myCompanies: 'companies.mine',
  companyMembers: 'companies.members',
  companyInvitations: 'companyInvitations.ofCompany',
  myCompanyInvitations: 'companyInvitations.mine',
  companyRequests: 'requests.company',
  requestExperts: 'requests.experts',
  me: 'users.me',
} as const;

interface DetailedError {
  details?: unknown;
}

/**
 * The server names invalid keys after the method's parameter ('request.contact.email'); a form
 * knows them without it ('contact.email'). Returns the error with the prefix taken off its
 * `400 INVALID` details, so the form puts each message on its field; other errors pass as they are.
 */
export function withoutParamPrefix(error: unknown, param: string): unknown {
  const details = (error as DetailedError | null)?.details;
  if (typeof details !== 'string') return error;
  let list: unknown;
  try {
    list = JSON.parse(details);
  } catch {
    return error;
  }
  if (!Array.isArray(list)) return error;
  const prefix = `${param}.`;
  const renamed = list.map((item: { name?: unknown }) =>
    typeof item?.name === 'string' && item.name.startsWith(prefix) ? { ...item, name: item.name.slice(prefix.length) } : item,
  );
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, { details: JSON.stringify(renamed) });
  return copy;
}

/** The reason a method's error gives the user, or `fallback` when it has none. */
export function reasonOf(error: unknown, fallback: string): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : fallback;
}

/** Calls `call()` and rethrows its error with the parameter prefix removed. */
export async function withFormErrors<T>(param: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw withoutParamPrefix(error, param);
  }
}
