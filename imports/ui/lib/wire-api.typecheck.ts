// A type test, run by `npm run typecheck` (never executed): calls and subscriptions are checked
// against the server's definitions. Each `@ts-expect-error` line must fail to compile; if one
// compiled (a loose type crept back in), tsc reports the directive as unused and the check fails.
import type { AccountActions } from './account-types';
import { useSubscribe } from './subscriptions';

declare const callMethod: AccountActions['callMethod'];

export async function methodCallsAreChecked(): Promise<void> {
  await callMethod('companies.removeMember', 'companyId', 'memberId');
  // @ts-expect-error: no method has this name
  await callMethod('companies.removeMembers', 'companyId', 'memberId');
  // @ts-expect-error: the member id is missing
  await callMethod('companies.removeMember', 'companyId');
  // @ts-expect-error: the arguments are positional, not one object
  await callMethod('companies.removeMember', { companyId: 'companyId', memberId: 'memberId' });
  // @ts-expect-error: a company role is 'owner' or 'member'
  await callMethod('companies.setMemberRole', 'companyId', 'memberId', 'admin');
  // @ts-expect-error: users.getUser takes no arguments
  await callMethod('users.getUser', 'userId');

  const count = await callMethod('projects.count');
  const next: number = count + 1;
  // @ts-expect-error: the answer is a number, not a string
  const label: string = await callMethod('projects.count');
  const me = await callMethod('users.getUser');
  // @ts-expect-error: the own user data has no `services`
  void me.services;
  void [next, label];
}

export function useSubscriptionsAreChecked(): void {
  useSubscribe('companies.members', 'companyId');
  useSubscribe('projects.open', { limit: 20 });
  // @ts-expect-error: no publication has this name
  useSubscribe('companies.member', 'companyId');
  // @ts-expect-error: companies.members takes a company id
  useSubscribe('companies.members', 42);
  // @ts-expect-error: companies.mine takes no arguments
  useSubscribe('companies.mine', 'companyId');
}
