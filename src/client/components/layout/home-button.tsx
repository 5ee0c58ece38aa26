import { House } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { t } from '../../i18n/it/components';

/** The home button at the top right (spec 000 §2), in the top strip of app-layout. */
export function HomeButton() {
  return (
    <Link
      to={paths.home}
      aria-label={t('components.homeButton.tornaAllaHome')}
      title={t('components.homeButton.home')}
      className="no-print absolute group-data-[pinned=true]/strip:xl:fixed right-3 top-3 z-40 flex size-12 items-center justify-center rounded-full bg-paper text-brand-800 shadow-card ring-1 ring-brand-200 hover:bg-brand-100"
    >
      <House className="size-6" aria-hidden="true" />
    </Link>
  );
}
