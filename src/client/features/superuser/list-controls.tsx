import { ChevronLeft, ChevronRight } from 'lucide-react';
import { NO_GROUP_FILTER } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Select, type SelectProps } from '../../components/ui/select';
import { t } from '../../i18n/it/superuser';
import { useGroups } from './api/use-groups';

export { useUrlFilters } from '../../lib/use-url-filters';

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
    ...(groupList.length > 0 ? [{ value: NO_GROUP_FILTER, label: t('superuser.shared.senzaGruppo') }] : []),
  ];
  return (
    <LabeledSelect
      label={t('superuser.shared.gruppo')}
      ariaLabel={ariaLabel}
      placeholder={t('superuser.listControls.tuttiIGruppi')}
      value={value === '' ? ALL_GROUPS : value}
      options={options}
      onValueChange={(v) => onChange(v === ALL_GROUPS ? '' : v)}
    />
  );
}

/** Previous / next page, shown only when the `total` rows need more than one page. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="flex flex-wrap items-center justify-center gap-3" aria-label={t('superuser.listControls.pagine')}>
      <Button variant="secondary" size="sm" onClick={() => onPage(Math.max(1, page - 1))} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" /> {t('superuser.listControls.precedente')}
      </Button>
      <span>
        {t('superuser.shared.pagina')} {page} {t('superuser.listControls.di')} {pages}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPage(Math.min(pages, page + 1))} disabled={page >= pages}>
        {t('superuser.listControls.successiva')} <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
