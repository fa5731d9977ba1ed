// The things a browser test needs to exist before it starts, made the way the product makes them
// (over DDP, through the app's own methods and mailed links; see e2e-accounts.ts and
// e2e-candidate.ts): users of a role, candidates at a given wizard step, companies with their
// owner and members, published projects. The session (e2e-session.ts) offers them as
// `session.users`, `session.candidates`, `session.companies` and `session.projects`.
import { projectInput } from '../../imports/api/projects/api.testkit';
import type { ProjectInput } from '../../imports/api/projects/logic';
import type { Connection } from '../../packages/ddp-client/server';
import { adminCredentials, type Credentials, type E2eAccounts, type E2eUser } from './e2e-accounts';
import { type E2eCandidate, finishWizard, signUpCandidate } from './e2e-candidate';
import type { BuiltApp } from './start-built-app';

export type E2eRole = 'admin' | 'candidate' | 'customer';

export interface NewUser {
  first?: string;
  last?: string;
  /** One role, or `roles` for several. */
  role?: E2eRole;
  roles?: E2eRole[];
  /** 'complete': every step of the sign-up wizard saved (a CV too), as applying needs. */
  profile?: 'complete';
}

export interface E2eCompany {
  companyId: string;
  name: string;
  /** The registration number it was registered with. */
  companyIdNumber: string;
  owner: E2eUser;
  /** The owner's DDP connection (closed with the session). */
  ownerDdp: Connection;
}

export interface NewCompany {
  /** Default: a new customer, Olga Berger. */
  owner?: E2eUser;
  /** Default: "Berger Engineering <company ID>". */
  name?: string;
  /** More of `companies.register`'s fields (address, VAT ID, website). */
  details?: Record<string, unknown>;
}

export interface E2eProject {
  _id: string;
  urlName: string;
  title: string;
}

export interface E2eFactories {
  users: {
    /** A user signed up and confirmed as the product does it, with the given role(s) (default customer). */
    create(options?: NewUser): Promise<E2eUser>;
    /** The admin the fresh database printed once. */
    admin(): Credentials;
  };
  candidates: {
    /** A candidate made by the sign-up wizard over DDP, up to `steps` (default 'all': every step but the CV). */
    signUp(options?: Parameters<typeof signUpCandidate>[1]): Promise<E2eCandidate>;
  };
  companies: {
    /** A registered company (Czech, with a random company ID) and its owner. */
    create(options?: NewCompany): Promise<E2eCompany>;
    /** `member` joins by accepting the owner's invitation (default role member). */
    addMember(company: E2eCompany, member: Credentials, role?: 'member' | 'owner'): Promise<void>;
  };
  projects: {
    /** A complete project (api.testkit's projectInput with `overrides`) created and published by the admin. */
    publish(overrides?: Partial<ProjectInput>): Promise<E2eProject>;
  };
}

/** Eight digits, as a Czech company ID (IČO) has. */
export const randomCompanyIdNumber = (): string => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

export function e2eFactories(app: BuiltApp, accounts: E2eAccounts): E2eFactories {
  const users: E2eFactories['users'] = {
    async create({ first = 'Olga', last = 'Berger', role, roles, profile } = {}) {
      const user = await accounts.createUser({ first, last, roles: roles ?? [role ?? 'customer'] });
      if (profile === 'complete') await finishWizard(app, user);
      return user;
    },
    admin: () => adminCredentials(app),
  };
  return {
    users,
    candidates: { signUp: (options) => signUpCandidate(app, options) },
    companies: {
      async create({ owner, name, details = {} } = {}) {
        const companyOwner = owner ?? (await users.create({ role: 'customer' }));
        const companyIdNumber = randomCompanyIdNumber();
        const companyName = name ?? `Berger Engineering ${companyIdNumber}`;
        const ownerDdp = await accounts.loginAs(companyOwner);
        const companyId = (await ownerDdp.callAsync('companies.register', { name: companyName, companyIdNumber, country: 'CZ', ...details })) as string;
        return { companyId, name: companyName, companyIdNumber, owner: companyOwner, ownerDdp };
      },
      addMember: (company, member, role = 'member') => accounts.joinByInvitation(company.ownerDdp, company.companyId, member, role),
    },
    projects: {
      async publish(overrides = {}) {
        const admin = await accounts.asAdmin();
        const input = projectInput(overrides);
        const { _id, urlName } = (await admin.callAsync('projects.create', input)) as { _id: string; urlName: string };
        await admin.callAsync('projects.publish', _id);
        return { _id, urlName, title: input.title };
      },
    },
  };
}
