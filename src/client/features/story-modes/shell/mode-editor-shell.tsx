import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DeckKind } from '../../../../shared/schemas/paper';
import { t } from '../../../i18n/it/story-modes';
import { DraftResumePrompt } from '../../drafts/draft-resume-prompt';
import { Button } from '../../../components/ui/button';
import { DeckDownloads } from '../../paper/deck-downloads';
import { useTranslationOff } from '../../translation/use-translation-off';
import { ModeHeader } from '../shared/mode-header';
import { SavedStoriesOfMode } from '../shared/saved-stories-of-mode';
import type { BaseState } from './base-reducer';
import { BookPage } from './book-page';
import type { useModeEditor } from './use-mode-editor';

/**
 * What a mode that opens on an intro screen (its step 'intro') declares of its page: its title,
 * and the intro — icon, heading, what the child will do, the start button and the paper decks to
 * print. The shell draws the title bar and the intro screen from it.
 */
export interface ModePage {
  title: string;
  icon: LucideIcon;
  heading: string;
  /** What the child will do, one line each. */
  lines: readonly { icon: LucideIcon; text: string; withoutTranslation?: string }[];
  startLabel: string;
  decks: readonly DeckKind[];
}

/** The step a mode with a page opens on: the back arrow leaves the editor from there. */
const INTRO = 'intro';

/** What a mode's screen receives: the mode's state, and its send. */
export interface ModeStageProps<S, A> {
  state: S;
  send: (action: A) => void;
}

/** The modes whose page is drawn by the shell: their words are `storyModes.<mode>Page.*` in the catalogue. */
export type PagedMode = 'campbell' | 'css' | 'paroleChiamano';

/**
 * A mode's page from its words in the catalogue (title, heading, four intro lines, the start
 * button) and what the code adds: the heading's icon, one icon per intro line, the decks to print.
 */
export function modePage(
  mode: PagedMode,
  { icon, lineIcons, decks }: { icon: LucideIcon; lineIcons: readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon]; decks: readonly DeckKind[] },
): ModePage {
  const lines = lineIcons.map((lineIcon, i) => ({
    icon: lineIcon,
    text: t(`storyModes.${mode}Page.line${(i + 1) as 1 | 2 | 3 | 4}`),
    // The last line promises a translation: it has a version for a site without one.
    ...(i === 3 ? { withoutTranslation: t(`storyModes.${mode}Page.line4NoTranslation`) } : {}),
  }));
  return {
    title: t(`storyModes.${mode}Page.title`),
    icon,
    heading: t(`storyModes.${mode}Page.heading`),
    lines,
    startLabel: t(`storyModes.${mode}Page.start`),
    decks,
  };
}

type Editor<S extends BaseState, A> = ReturnType<typeof useModeEditor<S, A>>;

export type ModeEditorShellProps<S extends BaseState, A> = {
  /** What useModeEditor returned. */
  editor: Editor<S, A>;
  /** The mode's screens, one per step (the intro is drawn from `page`). */
  children: ReactNode;
} & (
  | {
      /** A mode with an intro screen: the title bar and the intro come from its description. */
      page: 'intro' extends S['stage'] ? ModePage : never;
      /** Below the intro's saved stories and decks (e.g. a link for the superuser). */
      introExtra?: ReactNode;
      header?: never;
    }
  | {
      /** A mode with its own title bar (back arrow and title), and no intro screen. */
      header: ReactNode;
      page?: never;
      introExtra?: never;
    }
);

/**
 * The frame of every mode editor: its title bar, then its screens — or, once the story is saved,
 * the book page — with the dialogs every mode shares ('Hai una storia in sospeso', the exit
 * question, 'Nuova storia?'). A mode with a `page` gets the title bar whose back arrow goes one
 * step back (out of the editor from the first step), and its intro screen with the stories of the
 * mode to continue and the decks to print.
 */
export function ModeEditorShell<S extends BaseState, A>({ editor, header, page, introExtra, children }: ModeEditorShellProps<S, A>) {
  const onIntro = page !== undefined && editor.state.stage === INTRO;
  // The back arrow leaves the editor from the intro (and the book page); elsewhere it goes one step back (spec 001 §4).
  const leaves = editor.atStart(INTRO as S['stage']);
  return (
    <section>
      <div className={editor.finished ? 'print:hidden' : undefined}>
        {page ? (
          <ModeHeader
            title={page.title}
            onBack={() => (leaves ? editor.exit() : editor.send({ type: 'BACK' } as A))}
            backLabel={leaves ? t('storyModes.shared.tornaACreaNuovaStoria') : t('storyModes.shared.indietro')}
          />
        ) : (
          header
        )}
      </div>
      {editor.finished ? (
        <BookPage story={editor.finished} updated={editor.finishedUpdate} onNewStory={editor.restart} />
      ) : (
        <>
          {onIntro ? (
            <ModeIntro page={page} onStart={() => editor.send({ type: 'START' } as A)}>
              <SavedStoriesOfMode mode={editor.mode} />
              <DeckDownloads decks={page.decks} headingLevel={3} />
              {introExtra}
            </ModeIntro>
          ) : null}
          {children}
        </>
      )}
      {editor.dialogs.newStory}
      <DraftResumePrompt draft={editor.resumePrompt} />
      {editor.dialogs.leave}
    </section>
  );
}

/** The first screen of a mode: what it is about, in a few lines, and the button to begin. */
function ModeIntro({ page, onStart, children }: { page: ModePage; onStart: () => void; children: ReactNode }) {
  const translationOff = useTranslationOff();
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <div className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <page.icon className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">{page.heading}</h2>
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('storyModes.modeIntro.comeFunziona')}>
        {page.lines.map(({ icon: LineIcon, text, withoutTranslation }) => (
          <li key={text} className="flex items-start gap-3 text-lg text-slate-800">
            <LineIcon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{translationOff && withoutTranslation ? withoutTranslation : text}</span>
          </li>
        ))}
      </ul>
      {children}
      <Button size="lg" className="self-start" onClick={onStart}>
        {page.startLabel}
      </Button>
    </div>
  );
}
