// The frame of every screen's content: an optional way back above, one h1 (beside a picture when
// the page is about someone), an optional lead paragraph, actions on the right of the heading,
// and a width (compact for sign-in forms, narrow for forms and documents, reading for long text,
// wide for lists and tables). Every screen uses it, so headings, spacing and widths are the same
// everywhere.
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export type PageWidth = 'compact' | 'narrow' | 'reading' | 'medium' | 'wide';

const MAX_WIDTH: Record<PageWidth, number | undefined> = { compact: 480, narrow: 640, reading: 760, medium: 960, wide: undefined };

export interface PageLayoutProps {
  title: ReactNode;
  /** One sentence under the heading: what the page is for. */
  lead?: ReactNode;
  /** Buttons or links beside the heading (wrap under it on phones). */
  actions?: ReactNode;
  width?: PageWidth;
  /** A link back to the list the page belongs to ("← All experts"). */
  back?: ReactNode;
  /** A picture before the heading (an expert's avatar). */
  media?: ReactNode;
  /** An article (a project, the privacy policy) is named by its heading: give the heading's id. */
  article?: { titleId: string };
  children: ReactNode;
}

function Heading({ title, lead, titleId, boxed }: { title: ReactNode; lead: ReactNode; titleId?: string; boxed: boolean }) {
  const heading = (
    <>
      <h1 className="h3 mb-1" id={titleId}>
        {title}
      </h1>
      {lead && <p className="text-body-secondary mb-0">{lead}</p>}
    </>
  );
  // Beside a picture the heading and lead keep together as one block.
  return boxed ? <div>{heading}</div> : heading;
}

export function PageLayout({ title, lead, actions, width = 'wide', back, media, article, children }: PageLayoutProps) {
  const maxWidth = MAX_WIDTH[width];
  return (
    <Container
      as={article ? 'article' : 'div'}
      aria-labelledby={article?.titleId}
      className="py-4"
      style={maxWidth ? { maxWidth } : undefined}
    >
      {back && <p className="small mb-2">{back}</p>}
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className={media ? 'me-auto d-flex align-items-center gap-3' : 'me-auto'}>
          {media}
          <Heading title={title} lead={lead} titleId={article?.titleId} boxed={Boolean(media)} />
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </Container>
  );
}
