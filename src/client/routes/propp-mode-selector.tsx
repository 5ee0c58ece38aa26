import { Layers, Shuffle, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { identityState, readModeNavigationState } from '../features/story-modes/shared/navigation-state';
import { paths } from '../paths';
import { DeckDownloads } from '../features/paper/deck-downloads';
import { t } from '../i18n/it/story-modes';

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
    title: t('storyModes.proppModeSelector.modalitaSeriale'),
    text: t('storyModes.proppModeSelector.seguiLeNoveTappeDella'),
    icon: Layers,
    tone: 'bg-mode text-white',
  },
  {
    mode: 'free',
    title: t('storyModes.proppModeSelector.modalitaLibera'),
    text: t('storyModes.proppModeSelector.scegliTuLeCarteChe'),
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
      <PageHeader title={t('storyModes.proppModeSelector.leCarteDiPropp')} back={paths.createStory} />
      <p className="mb-6 max-w-2xl text-lg text-ink">{t('storyModes.proppModeSelector.vladimirProppHaScopertoChe')}</p>
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
