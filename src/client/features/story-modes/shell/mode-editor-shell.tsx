import type { ReactNode } from 'react';
import { DraftResumePrompt } from '../../drafts/draft-resume-prompt';
import { BookPage } from './book-page';
import type { ModeEditor } from './use-mode-editor';

export interface ModeEditorShellProps {
  /** What useModeEditor returned. */
  editor: Pick<ModeEditor, 'finished' | 'finishedUpdate' | 'restart' | 'resumePrompt' | 'dialogs'>;
  /** The mode's title bar (back arrow and title). */
  header: ReactNode;
  /** The mode's screens, one per step. */
  children: ReactNode;
}

/**
 * The frame of every mode editor: its title bar, then its screens — or, once the story is saved,
 * the book page — with the dialogs every mode shares ('Hai una storia in sospeso', the exit
 * question, 'Nuova storia?').
 */
export function ModeEditorShell({ editor, header, children }: ModeEditorShellProps) {
  return (
    <section>
      <div className={editor.finished ? 'print:hidden' : undefined}>{header}</div>
      {editor.finished ? <BookPage story={editor.finished} updated={editor.finishedUpdate} onNewStory={editor.restart} /> : children}
      {editor.dialogs.newStory}
      <DraftResumePrompt draft={editor.resumePrompt} />
      {editor.dialogs.leave}
    </section>
  );
}
