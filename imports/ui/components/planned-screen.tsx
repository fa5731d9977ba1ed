// A page of a journey that is not built yet: its real heading and what it will offer.
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';

export function PlannedScreen({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{heading}</h1>
      <div className="text-body-secondary">{children}</div>
    </Container>
  );
}
