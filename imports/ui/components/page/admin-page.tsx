// The back office's frame: the page layout with the admin sections as a navigation bar above
// the content, the current section marked. Every /engine/admin screen renders inside it.
import type { CSSProperties, ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '../../app/routing';
import { paths } from '../../app/paths';
import { PageLayout, type PageLayoutProps } from './page-layout';

export const ADMIN_SECTIONS = [
  { key: 'projects', titleId: paths.adminProjects.titleId, href: paths.adminProjects.href() },
  { key: 'people', titleId: paths.adminPeople.titleId, href: paths.adminPeople.href() },
  { key: 'applications', titleId: paths.adminApplications.titleId, href: paths.adminApplications.href() },
  { key: 'requests', titleId: paths.adminRequests.titleId, href: paths.adminRequests.href() },
  { key: 'documents', titleId: paths.adminDocuments.titleId, href: paths.adminDocuments.href() },
  { key: 'invitations', titleId: paths.adminInvitations.titleId, href: paths.adminInvitations.href() },
  { key: 'messages', titleId: paths.adminMessages.titleId, href: paths.adminMessages.href() },
  { key: 'mails', titleId: paths.adminMails.titleId, href: paths.adminMails.href() },
  { key: 'users', titleId: paths.adminUsers.titleId, href: paths.adminUsers.href() },
] as const;

const TINTED_NAV_LINKS = { '--bs-nav-link-color': 'var(--bs-link-hover-color)' } as CSSProperties;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key'];

export interface AdminPageProps extends Omit<PageLayoutProps, 'children'> {
  section: AdminSection;
  children: ReactNode;
}

export function AdminPage({ section, children, ...layout }: AdminPageProps) {
  const intl = useIntl();
  return (
    <>
      <nav aria-label={intl.formatMessage({ id: 'page-kit.backOffice' })} className="border-bottom bg-body-tertiary">
        {/* Bootstrap's link blue is 4.26:1 on the tinted bar; the hover shade passes WCAG AA. */}
        <Nav variant="underline" className="container flex-nowrap overflow-auto px-3 gap-3" style={TINTED_NAV_LINKS}>
          {ADMIN_SECTIONS.map((item) => (
            <Nav.Item key={item.key}>
              <Nav.Link as={NavLink} to={item.href} active={item.key === section} className="text-nowrap">
                <FormattedMessage id={item.titleId} />
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
      <PageLayout {...layout}>{children}</PageLayout>
    </>
  );
}
