// The privacy policy, section by section, in plain language: each section's title and its
// paragraphs and lists as messages (the privacy area, in every language). Legal text: a change
// to the English wording needs the same change in every translation.
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/message-ids';

/** A paragraph, or a bulleted list of items. */
export type PolicyBlock = { paragraph: MessageId } | { list: MessageId[] };

export interface PolicySection {
  id: string;
  titleId: MessageId;
  blocks: PolicyBlock[];
}

/** The bold lead-in of a list item ("<b>When you sign up:</b> …"). */
export const POLICY_TAGS = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

export const POLICY_SECTIONS: PolicySection[] = [
  { id: 'who-we-are', titleId: 'privacy.who.title', blocks: [{ paragraph: 'privacy.who.text' }] },
  {
    id: 'what-we-collect',
    titleId: 'privacy.collect.title',
    blocks: [{ list: ['privacy.collect.signUp', 'privacy.collect.profile', 'privacy.collect.requests', 'privacy.collect.company', 'privacy.collect.technical'] }],
  },
  { id: 'agreements', titleId: 'privacy.agreements.title', blocks: [{ paragraph: 'privacy.agreements.text' }] },
  { id: 'sharing', titleId: 'privacy.sharing.title', blocks: [{ paragraph: 'privacy.sharing.text' }] },
  {
    id: 'retention',
    titleId: 'privacy.retention.title',
    blocks: [
      {
        list: [
          'privacy.retention.account',
          'privacy.retention.unconfirmed',
          'privacy.retention.messages',
          'privacy.retention.invitations',
          'privacy.retention.links',
          'privacy.retention.records',
        ],
      },
    ],
  },
  {
    id: 'rights',
    titleId: 'privacy.rights.title',
    blocks: [
      { paragraph: 'privacy.rights.intro' },
      { list: ['privacy.rights.see', 'privacy.rights.correct', 'privacy.rights.delete', 'privacy.rights.object', 'privacy.rights.withdraw', 'privacy.rights.complain'] },
    ],
  },
  { id: 'contact', titleId: 'privacy.contact.title', blocks: [{ paragraph: 'privacy.contact.text' }] },
];
