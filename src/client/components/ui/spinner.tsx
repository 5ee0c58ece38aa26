import { LoaderCircle } from 'lucide-react';
import { t } from '../../i18n/it/components';

/** 'Caricamento...' with a spinner, announced politely. */
export function Loading({ label = t('components.spinner.caricamento') }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 p-8 text-brand-800">
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
