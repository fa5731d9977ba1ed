// A registration whose country and company ID number are already registered. Telling the caller
// would reveal the registration to a stranger, and letting them in would let them squat it; so
// the clash goes to the admins, where they read incoming messages (a contact message naming the
// person, the company ID and the existing company), and the person is told the agency will check
// and contact them. One open message per person and company ID: trying again adds nothing.
// Server-only.
import { LENGTH } from '../common/lists';
import { referToAgency } from '../contact-messages/logic';
import { findUser } from '../users/store';
import { Companies } from './collection';
import type { CompanyInput } from './logic';
import type { ReferredRegistration } from './register-answer';

export async function referRegistrationClash(userId: string, input: CompanyInput, registrationKey: string): Promise<ReferredRegistration> {
  const [user, existing] = await Promise.all([
    findUser(userId, { profile: 1, emails: 1 }),
    Companies.findOneAsync({ registrationKey }, { fields: { name: 1 } }),
  ]);
  const email = user?.emails?.[0]?.address ?? '';
  const name = ([user?.profile?.name?.first, user?.profile?.name?.last].filter(Boolean).join(' ') || email).slice(0, LENGTH.short);
  await referToAgency({
    userId,
    name,
    email,
    company: input.name,
    subject: `Company registration to check: ${input.country} ${input.companyIdNumber}`,
    message: [
      `${name} <${email}> (user ${userId}) tried to register "${input.name}", company ID ${input.companyIdNumber} (${input.country}).`,
      `That registration belongs to "${existing?.name ?? 'a company'}" (company ${existing?._id ?? 'unknown'}).`,
      'Nothing was registered and their roles are unchanged. Check whether they act for that company, then contact them (an owner can invite them).',
    ].join('\n'),
  });
  return { referredToAgency: true };
}
