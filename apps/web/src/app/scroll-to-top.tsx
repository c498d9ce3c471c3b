import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** New page, top of the page (anchors like #impacto are left to the browser). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
