// Server method names the client calls. The first two are the spec's (§7); the spec does not name
// the request, contact and company methods, so these are the names the domain API is to register.
export const METHODS = {
  hidePrices: 'users.hidePrices',
  getUser: 'users.getUser',
  sendRequest: 'peopleRequests.send',
  contactUs: 'contactMessages.send',
  registerCompany: 'companies.register',
} as const;
