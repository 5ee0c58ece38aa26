import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { NO_GROUP_FILTER } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Select, type SelectProps } from '../../components/ui/select';
import { t } from '../../i18n/it/superuser';
import { useGroups } from './api/use-groups';

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
  // The URL follows the search box a moment after typing stops.
  useEffect(() => {
    if (search.trim() === q) return;
    // Through the ref: a filter chosen meanwhile must not be undone by a stale `update`.
    const timer = window.setTimeout(() => updateRef.current({ q: search.trim(), page: '1' }), 250);
    return () => window.clearTimeout(timer);
  }, [search, q]);
  return { params, q, page, search, setSearch, update };
}

/** Whether a value read from the URL is one of the allowed ones. */
export function isOneOf<T extends string>(allowed: readonly T[], value: string | null): value is T {
  return value !== null && (allowed as readonly string[]).includes(value);
}

/** A filter's select under its visible label; the label is also its accessible name unless `ariaLabel` is given. */
export function LabeledSelect({ label, ariaLabel, ...select }: Omit<SelectProps, 'aria-label'> & { label: string; ariaLabel?: string | undefined }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-semibold text-brand-900">{label}</span>
      <Select aria-label={ariaLabel ?? label} {...select} />
    </div>
  );
}

const ALL_GROUPS = 'tutti';

/** The filter by group: all, one group, or (when there are groups) the profiles in none. */
export function GroupFilter({ value, onChange, ariaLabel }: { value: string; onChange: (group: string) => void; ariaLabel?: string }) {
  const groupList = useGroups().data ?? [];
  const options = [
    { value: ALL_GROUPS, label: t('superuser.listControls.tuttiIGruppi') },
    ...groupList.map((g) => ({ value: g.id, label: g.name })),
    ...(groupList.length > 0 ? [{ value: NO_GROUP_FILTER, label: t('superuser.listControls.senzaGruppo') }] : []),
  ];
  return (
    <LabeledSelect
      label={t('superuser.listControls.gruppo')}
      ariaLabel={ariaLabel}
      placeholder={t('superuser.listControls.tuttiIGruppi')}
      value={value === '' ? ALL_GROUPS : value}
      options={options}
      onValueChange={(v) => onChange(v === ALL_GROUPS ? '' : v)}
    />
  );
}

/** Previous / next page, shown only when there is more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="flex flex-wrap items-center justify-center gap-3" aria-label={t('superuser.listControls.pagine')}>
      <Button variant="secondary" size="sm" onClick={() => onPage(Math.max(1, page - 1))} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" /> {t('superuser.listControls.precedente')}
      </Button>
      <span>
        {t('superuser.listControls.pagina')} {page} {t('superuser.listControls.di')} {pages}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPage(Math.min(pages, page + 1))} disabled={page >= pages}>
        {t('superuser.listControls.successiva')} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
