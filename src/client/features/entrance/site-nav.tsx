import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../paths';

/** The home page's top navigation (spec 000 §2), in the spec's order. */
export const SITE_NAV_LINKS = [
  { to: paths.home, label: 'HOME' },
  { to: paths.about, label: "Cos'è FantasMia" },
  { to: paths.company, label: 'Società' },
  { to: paths.spare, label: 'Spare' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.contacts, label: 'Contatti' },
] as const;

/** A row of buttons that wraps onto a second line on a narrow phone instead of hiding anything. */
export function SiteNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Menu principale" className={className}>
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
