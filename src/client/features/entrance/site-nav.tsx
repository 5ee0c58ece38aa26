import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../paths';
import { t } from '../../i18n/it/entrance';

/** The home page's top navigation (spec 000 §2), in the spec's order. */
export const SITE_NAV_LINKS = [
  { to: paths.home, label: 'HOME' },
  { to: paths.about, label: t('entrance.siteNav.cosEFantasmia') },
  { to: paths.company, label: t('entrance.siteNav.societa') },
  { to: paths.spare, label: t('entrance.siteNav.spare') },
  { to: paths.privacy, label: t('entrance.siteNav.privacy') },
  { to: paths.contacts, label: t('entrance.siteNav.contatti') },
] as const;

/** A row of buttons that wraps onto a second line on a narrow phone instead of hiding anything. */
export function SiteNav({ className }: { className?: string }) {
  return (
    <nav aria-label={t('entrance.siteNav.menuPrincipale')} className={className}>
      <ul className="flex flex-wrap justify-center gap-2">
        {SITE_NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-touch items-center rounded-full px-3 py-1.5 text-sm font-bold transition-colors sm:px-4 sm:text-base',
                  isActive ? 'bg-brand-700 text-white shadow-sm' : 'bg-paper text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
