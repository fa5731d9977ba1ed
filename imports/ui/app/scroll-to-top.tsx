// A new page starts at its top, as after a full page load. Only path changes count: a changed
// query (filters) keeps the reader where they are.
import { useEffect } from 'react';
import { useLocation } from './routing';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
