// Every list's statuses as their badges read: the status list (its words) and a tone for each
// status, kept in one place so a status looks the same in the back office and on the user's own
// list ("Offer" is amber in both).
import { APPLICATION_STATUSES } from '../../../api/applications/schema';
import { type ListItem, labelOf } from '../../../api/common/lists/list-item';
import { CONTACT_MESSAGE_STATUSES } from '../../../api/contact-messages/schema';
import { INVITATION_REQUEST_STATUSES } from '../../../api/invitation-requests/schema';
import { MAIL_STATUSES } from '../../../api/mail-outbox/schema';
import { PEOPLE_DOCUMENT_STATUSES } from '../../../api/people-documents/schema';
import { PERSON_STATUSES } from '../../../api/people/schema';
import { PROJECT_STATUS_OPTIONS } from '../../../api/projects/schema';
import { REQUEST_STATUSES } from '../../../api/requests/schema';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { statusMessageId } from '../../../i18n/status-message-id';
import type { Column } from './data-table';
import { StatusBadge, type StatusTone } from './status-badge';

const STATUS_KINDS = {
  application: {
    list: APPLICATION_STATUSES,
    tones: { submitted: 'info', 'in-review': 'progress', shortlisted: 'progress', interview: 'progress', offer: 'warning', accepted: 'success', rejected: 'danger', withdrawn: 'neutral' },
  },
  request: { list: REQUEST_STATUSES, tones: { new: 'info', 'in-progress': 'progress', closed: 'neutral' } },
  invitationRequest: { list: INVITATION_REQUEST_STATUSES, tones: { new: 'info', invited: 'success', declined: 'neutral' } },
  contactMessage: { list: CONTACT_MESSAGE_STATUSES, tones: { new: 'info', answered: 'success', archived: 'neutral' } },
  // Sent, awaiting agreement, agreed, withdrawn.
  peopleDocument: { list: PEOPLE_DOCUMENT_STATUSES, tones: { '1': 'neutral', '2': 'warning', '3': 'success', '4': 'neutral' } },
  project: { list: PROJECT_STATUS_OPTIONS, tones: { draft: 'info', open: 'success', closed: 'neutral', archived: 'neutral' } },
  person: { list: PERSON_STATUSES, tones: { draft: 'info', published: 'success', unpublished: 'warning' } },
  outboxMail: { list: MAIL_STATUSES, tones: { waiting: 'warning', sent: 'success', failed: 'danger', skipped: 'neutral' } },
} as const satisfies Record<string, { list: readonly { value: string; label: string }[]; tones: Record<string, StatusTone> }>;

export type StatusKind = keyof typeof STATUS_KINDS;

/** The status's words in the reader's language (`statuses.<kind>.<status>`), else its list's label. */
export function statusLabel(intl: IntlShape, kind: StatusKind, status: string): string {
  const id = statusMessageId(kind, status);
  return id in intl.messages ? intl.formatMessage({ id }) : labelOf(STATUS_KINDS[kind].list, status);
}

/** A status list's choices in the reader's language: a table's filter, the move dialog's statuses. */
export function statusOptions(intl: IntlShape, kind: StatusKind): ListItem[] {
  return STATUS_KINDS[kind].list.map((item) => ({ value: item.value, label: statusLabel(intl, kind, item.value) }));
}

/** `statusOptions` in the language on screen. */
export function useStatusOptions(kind: StatusKind): ListItem[] {
  return statusOptions(useIntl(), kind);
}

/** A record's status as a badge; `label` where the screen says more (a closed request's reason). */
export function KindStatusBadge({ kind, status, label }: { kind: StatusKind; status: string; label?: string }) {
  const intl = useIntl();
  const tones: Record<string, StatusTone | undefined> = STATUS_KINDS[kind].tones;
  return <StatusBadge label={label ?? statusLabel(intl, kind, status)} tone={tones[status] ?? 'neutral'} />;
}

/** A table's Status column: the badge, and under it what `details` adds (the last change, a reason). */
export function statusColumn<Row extends { status: string }>(kind: StatusKind, details?: (row: Row) => ReactNode): Column<Row> {
  return {
    key: 'status',
    header: <FormattedMessage id="page-kit.status" />,
    cell: (row) => (
      <div className="d-flex flex-column align-items-start gap-1">
        <KindStatusBadge kind={kind} status={row.status} />
        {details?.(row)}
      </div>
    ),
  };
}
