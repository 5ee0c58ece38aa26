import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle } from '../../route-titles';

/** Sets document.title from the route table in route-titles.ts on every navigation. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return null;
}
