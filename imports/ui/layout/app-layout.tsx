// The frame every route shares: header, page area (under a candidate's note while the sign-up
// wizard is unfinished), footer, plus the modal host and scroll-to-top on path changes. Each
// route's RouteScreen sets the page title.
import { FormattedMessage } from 'react-intl';
import type { ReactNode } from 'react';
import { useLocation } from '../app/routing';
import { ScreenErrorBoundary } from '../app/screen-error-boundary';
import { ScrollToTop } from '../app/scroll-to-top';
import { ModalOutlet } from '../modals/modal-outlet';
import { Footer } from './footer';
import { Header } from './header';
import { UnfinishedProfileNote } from './unfinished-profile-note';

export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <UnfinishedProfileNote />
        <ScreenErrorBoundary key={pathname}>
          {children}
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <ModalOutlet />
    </div>
  );
}
