import { BookOpen, FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../i18n/it/published-stories';

/** Each kind's name, icon and colours, the same wherever the two kinds are offered. */
const KINDS = {
  magic: { title: t('publishedStories.shared.storieMagiche'), icon: BookOpen, tone: 'bg-amber-100 text-amber-800' },
  science: { title: t('publishedStories.shared.magiaDellaScienza'), icon: FlaskConical, tone: 'bg-sky-100 text-sky-800' },
} as const;

export interface StoryKindCard {
  kind: keyof typeof KINDS;
  to: string;
  text: string;
}

/** Two big cards to choose between reading stories ('Storie Magiche') and science stories ('Magia della Scienza'). */
export function StoryKindCards({ cards }: { cards: readonly StoryKindCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ kind, to, text }) => {
        const { title, icon: Icon, tone } = KINDS[kind];
        return (
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
        );
      })}
    </ul>
  );
}
