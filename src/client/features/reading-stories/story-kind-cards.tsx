import { BookOpen, FlaskConical, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface StoryKindCard {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
}

export const MAGIC_ICON = BookOpen;
export const SCIENCE_ICON = FlaskConical;

/** Two big cards to choose between reading stories and science stories. */
export function StoryKindCards({ cards }: { cards: readonly StoryKindCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ to, title, text, icon: Icon, tone }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full min-h-40 flex-col items-center justify-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300"
          >
            <span className={`flex size-16 items-center justify-center rounded-2xl ${tone}`}>
              <Icon className="size-9" aria-hidden="true" />
            </span>
            <span className="text-2xl font-extrabold text-brand-900">{title}</span>
            <span className="text-slate-700">{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
