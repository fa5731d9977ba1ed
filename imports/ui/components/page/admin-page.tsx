// The back office's frame: the page layout with the admin sections as a navigation bar above
// the content, the current section marked. Every /engine/admin screen renders inside it.
import type { CSSProperties, ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router';
import { paths } from '../../app/paths';
import { PageLayout, type PageLayoutProps } from './page-layout';

export const ADMIN_SECTIONS = [
  { key: 'projects', label: 'Projects', href: paths.adminProjects.href() },
  { key: 'people', label: 'Candidates and experts', href: paths.adminPeople.href() },
  { key: 'applications', label: 'Applications', href: paths.adminApplications.href() },
  { key: 'requests', label: 'Requests', href: paths.adminRequests.href() },
  { key: 'documents', label: 'Documents', href: paths.adminDocuments.href() },
  { key: 'invitations', label: 'Invitation requests', href: paths.adminInvitations.href() },
  { key: 'messages', label: 'Contact messages', href: paths.adminMessages.href() },
  { key: 'mails', label: 'Mails', href: paths.adminMails.href() },
  { key: 'users', label: 'Users and roles', href: paths.adminUsers.href() },
] as const;

const TINTED_NAV_LINKS = { '--bs-nav-link-color': 'var(--bs-link-hover-color)' } as CSSProperties;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key'];

export interface AdminPageProps extends Omit<PageLayoutProps, 'children'> {
  section: AdminSection;
  children: ReactNode;
}

export function AdminPage({ section, children, ...layout }: AdminPageProps) {
  return (
    <>
      <nav aria-label="Back office" className="border-bottom bg-body-tertiary">
        {/* Bootstrap's link blue is 4.26:1 on the tinted bar; the hover shade passes WCAG AA. */}
        <Nav variant="underline" className="container flex-nowrap overflow-auto px-3 gap-3" style={TINTED_NAV_LINKS}>
          {ADMIN_SECTIONS.map((item) => (
            <Nav.Item key={item.key}>
              <Nav.Link as={NavLink} to={item.href} active={item.key === section} className="text-nowrap">
                {item.label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </nav>
      <PageLayout {...layout}>{children}</PageLayout>
    </>
  );
}
