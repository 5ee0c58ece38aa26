import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The filters of a paged list kept in the URL, so back, reload and a shared link keep them.
 * A value equal to its default (or page 1) is left out of the URL.
 */
export function useUrlFilters(defaults: Record<string, string> = {}) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);
  const update = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v === '' || (k === 'page' && v === '1') || defaults[k] === v) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true, state: location.state },
    );
  const updateRef = useRef(update);
  updateRef.current = update;
  // The URL follows the search box a moment after typing stops, and never while another page is
  // being opened: the list's own URL would be a new navigation and cancel it (a story clicked just
  // after typing). The wait starts again once that navigation has ended here.
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (search.trim() === q || !idle) return;
    // Through the ref: a filter chosen meanwhile must not be undone by a stale `update`.
    const timer = window.setTimeout(() => updateRef.current({ q: search.trim(), page: '1' }), 250);
    return () => window.clearTimeout(timer);
  }, [search, q, idle]);
  return { params, q, page, search, setSearch, update };
}
