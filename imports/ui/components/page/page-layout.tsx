// The frame of every screen's content: one h1, an optional lead paragraph, actions on the right
// of the heading, and a width (narrow for forms and documents, wide for lists and tables). Every
// screen uses it, so headings, spacing and widths are the same everywhere.
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export type PageWidth = 'narrow' | 'medium' | 'wide';

const MAX_WIDTH: Record<PageWidth, number | undefined> = { narrow: 640, medium: 960, wide: undefined };

export interface PageLayoutProps {
  title: ReactNode;
  /** One sentence under the heading: what the page is for. */
  lead?: ReactNode;
  /** Buttons or links beside the heading (wrap under it on phones). */
  actions?: ReactNode;
  width?: PageWidth;
  children: ReactNode;
}

export function PageLayout({ title, lead, actions, width = 'wide', children }: PageLayoutProps) {
  const maxWidth = MAX_WIDTH[width];
  return (
    <Container className="py-4" style={maxWidth ? { maxWidth } : undefined}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h3 mb-1">{title}</h1>
          {lead && <p className="text-body-secondary mb-0">{lead}</p>}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Container>
  );
}
