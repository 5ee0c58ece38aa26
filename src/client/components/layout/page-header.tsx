import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/it/components';

export interface PageHeaderProps {
  title: string;
  /** Where the back arrow goes; no arrow when absent. */
  back?: string;
  children?: ReactNode;
}

/** The round back arrow of a screen's header. */
export function BackLink({ to }: { to: string }) {
  const label = t('components.pageHeader.indietro');
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="flex size-touch shrink-0 items-center justify-center rounded-full bg-paper text-brand-800 shadow-card ring-1 ring-brand-200 transition-colors hover:bg-brand-100"
    >
      <ArrowLeft className="size-6" aria-hidden="true" />
    </Link>
  );
}

/** A screen's title with its optional back arrow. */
export function PageHeader({ title, back, children }: PageHeaderProps) {
  return (
    <header className="page-header mb-6 flex flex-wrap items-center gap-3">
      {back ? <BackLink to={back} /> : null}
      <h1 className="min-w-0 break-words text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}
