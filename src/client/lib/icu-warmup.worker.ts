import { DATE_LOCALE } from '../../shared/constants';

/**
 * Holds P2 (Lighthouse mobile on /user-archive, docs/benchmarks.md): the browser's first date
 * formatter of a page loads its locale data for 30–120 ms, in one task on the main thread; made here
 * first, on a worker, it costs the main thread 1–3 ms. The archive scored 73–75 without it and
 * 82–87 with it, on the same machine in the same hour.
 */
new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(0);
self.close();
