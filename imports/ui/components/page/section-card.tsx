// A titled part of a screen (a company's members, its invitations): a card that is a landmark
// named by its heading, with an optional note under the heading.
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface SectionCardProps {
  title: string;
  /**
   * The heading's id, where a link points at it; default one made of the (English) title. Give
   * it when the title is translated, so the anchor stays the same in every language.
   */
  headingId?: string;
  description?: ReactNode;
  /** Extra classes for the card (e.g. a border that draws attention). */
  className?: string;
  children: ReactNode;
}

export function SectionCard({ title, headingId: ownHeadingId, description, className = '', children }: SectionCardProps) {
  const headingId = ownHeadingId ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" className={`mb-4 ${className}`.trim()} aria-labelledby={headingId}>
      <Card.Body>
        <h2 className="h5" id={headingId}>
          {title}
        </h2>
        {description && <p className="text-body-secondary small">{description}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
