import { Layers, Shuffle, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { identityState, readModeNavigationState } from '../features/story-modes/shared/navigation-state';
import { paths } from '../paths';
import { DeckDownloads } from '../features/paper/deck-downloads';

interface ModeChoice {
  mode: 'serial' | 'free';
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
}

const CHOICES: readonly ModeChoice[] = [
  {
    mode: 'serial',
    title: 'Modalità seriale',
    text: 'Segui le nove tappe della fiaba, una dopo l’altra: per ogni tappa scegli una carta e scrivi un paragrafo.',
    icon: Layers,
    tone: 'bg-mode text-white',
  },
  {
    mode: 'free',
    title: 'Modalità libera',
    text: 'Scegli tu le carte che vuoi, nell’ordine che preferisci, e costruisci la storia come ti piace.',
    icon: Shuffle,
    tone: 'bg-mode-soft text-mode ring-2 ring-mode',
  },
];

/** /propp-mode-selector (spec 001 §2): serial or free; both open /propp-editor with the mode in state. */
export function ProppModeSelectorRoute() {
  const location = useLocation();
  const identity = identityState(readModeNavigationState(location.state));
  return (
    <section>
      <PageHeader title="Le carte di Propp" back={paths.createStory} />
      <p className="mb-6 max-w-2xl text-lg text-ink">
        Vladimir Propp ha scoperto che le fiabe sono fatte di 31 “funzioni”, come i mattoncini di una costruzione. Con le sue carte puoi inventare la tua fiaba.
        Come vuoi giocare?
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => {
          const Icon = choice.icon;
          return (
            <li key={choice.mode}>
              <Link
                to={paths.proppEditor}
                state={{ ...identity, mode: choice.mode }}
                className="group flex h-full min-h-36 items-start gap-4 rounded-card bg-paper p-5 shadow-card ring-1 ring-brand-100 transition-[transform,box-shadow] duration-(--motion-quick) hover:-translate-y-1 hover:shadow-lift hover:ring-mode sm:p-6"
              >
                <span className={`flex size-14 shrink-0 items-center justify-center rounded-2xl ${choice.tone}`}>
                  <Icon className="size-8" aria-hidden="true" />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-xl font-extrabold text-mode">{choice.title}</span>
                  <span className="text-ink-soft">{choice.text}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <DeckDownloads decks={['propp']} className="mt-6" />
    </section>
  );
}
