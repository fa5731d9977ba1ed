// The text of the privacy policy, section by section, in plain language.
import type { ReactNode } from 'react';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export const POLICY_SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        We run a marketplace that brings together independent experts and the companies that need them. For the personal data
        described here we are the controller under the EU General Data Protection Regulation (GDPR). When a client company
        receives an expert's profile from us, that company becomes a controller of what it receives, too.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <ul>
        <li>
          <strong>When you sign up:</strong> your name, e-mail address, phone, country and city, and a password that we store
          only as a one-way hash. We need these to run your account (performance of a contract).
        </li>
        <li>
          <strong>Your professional profile and CV:</strong> languages, availability, expected rate, skills, experience and the CV
          you upload. We use them to match you with projects and, with your application, to present you to the client. Our public
          directory shows only your first name, the initial of your last name and your professional details, never your contact
          details.
        </li>
        <li>
          <strong>Requests and messages:</strong> what you write to us through the contact, request and invitation forms, with the
          contact details you leave. We use them only to answer you, based on your consent, which you give with the checkbox.
        </li>
        <li>
          <strong>Company details:</strong> the name, registration number, VAT ID and address of a company that registers with us,
          for contracts and invoicing.
        </li>
        <li>
          <strong>Technical data:</strong> sign-in times, IP address and browser type, to keep accounts secure and to find misuse
          (legitimate interest). When you arrive through an advertisement we note the campaign tags in the address for up to 12
          hours, so we know which campaigns bring new members.
        </li>
      </ul>
    ),
  },
  {
    id: 'agreements',
    title: 'Agreements you accept',
    body: (
      <p>
        When you agree to a document such as a non-disclosure agreement, we keep a record of it: the text version, the time (by
        your device and by our server), your name, e-mail and company, the IP address and browser, and the page you agreed on. We
        keep this record as legal evidence that the agreement was made, based on our legitimate interest and our legal
        obligations, for as long as claims arising from the agreement can be made, even if you delete your account.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    body: (
      <p>
        We share your profile and CV with a client only in connection with a project you applied for or agreed to be proposed for.
        We use service providers for hosting, e-mail delivery and analytics, bound by data processing agreements; we keep data in
        the European Union, and where a provider is outside it we rely on the European Commission's standard contractual clauses.
        We do not sell personal data.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account and profile: while the account exists. If you do not sign in for three years we ask you by e-mail whether to keep it, and delete it if nobody signs in within 30 days.</li>
        <li>An account whose e-mail address was never confirmed and that was never signed in to: 14 days after sign-up.</li>
        <li>Messages and requests without an account: up to two years after we last answered.</li>
        <li>A company's invitations to join it: 90 days after they were answered or expired.</li>
        <li>Password-reset links expire after three days, the agency's invitation links after 30 days and a company's after 14 days; sign-ins last at most 90 days.</li>
        <li>Agreement records and invoicing data: as long as the law requires or claims can be made, usually up to ten years.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>You may at any time:</p>
        <ul>
          <li>see the data we hold about you and get a copy of it in a machine-readable file (export);</li>
          <li>correct it, most of it directly in your profile;</li>
          <li>delete your account and your data, apart from records we must keep as described above;</li>
          <li>object to processing based on our legitimate interest, or restrict it;</li>
          <li>withdraw a consent you gave, without affecting what was done before;</li>
          <li>complain to a data protection authority, for example the one in the country where you live or work.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any question about your data or to use your rights, write to us through the contact form or at the e-mail address shown
        at the top of this page. We answer within one month.
      </p>
    ),
  },
];
