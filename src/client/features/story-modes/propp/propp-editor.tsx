import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { findProppCard } from '../../../../shared/content/propp-cards';
import { PROPP_PHASES } from '../../../../shared/content/propp-clusters';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { DraftResumePrompt } from '../../drafts/draft-resume-prompt';
import { draftKeyFor, identityState, readModeNavigationState, type ModeNavigationState } from '../shared/navigation-state';
import { StoryFinalPanel } from '../shared/story-final-panel';
import { SaveStoryButton } from '../shared/save-story-button';
import { SaveStoryDialog } from '../../stories/save-story-dialog';
import { useEditorState } from '../shared/use-editor-state';
import { useLeaveConfirmation } from '../shared/use-leave-confirmation';
import {
  hasUnsavedWork,
  initialProppState,
  proppReducer,
  proppSavePayload,
  proppStateFromStory,
  proppStateSchema,
  proppStoryText,
  type ProppState,
  type ProppVariant,
} from './propp-machine';
import { ProppCardSelection, ProppFreeWriting, ProppWarning, ProppWriting } from './propp-stages';

interface Opened {
  initial: ProppState;
  draftKey: string;
}

function openEditor(nav: ModeNavigationState): Opened | null {
  const fromStory = nav.editStory ? proppStateFromStory(nav.editStory) : null;
  const variant: ProppVariant | undefined = fromStory?.variant ?? nav.mode;
  if (!variant) return null;
  const initial = fromStory ?? initialProppState(variant);
  return { initial, draftKey: draftKeyFor(variant === 'serial' ? 'PROPP' : 'PROPP_FREE', initial.storyId) };
}

/** /propp-editor: opens with {mode} from the selector, or {editStory} from the archive. */
export function ProppEditor() {
  const location = useLocation();
  const [nav] = useState(() => readModeNavigationState(location.state));
  const [opened] = useState(() => openEditor(nav));
  // Reached without a mode (a typed address): choose one first.
  if (!opened) return <Navigate to={paths.proppModeSelector} replace state={identityState(nav)} />;
  return <ProppEditorScreen opened={opened} />;
}

function ProppEditorScreen({ opened }: { opened: Opened }) {
  const { state, send, markSaved, resumePrompt } = useEditorState({ draftKey: opened.draftKey, reducer: proppReducer, initial: opened.initial, schema: proppStateSchema, resumable: hasUnsavedWork });
  const { dialog: leaveDialog } = useLeaveConfirmation(hasUnsavedWork(state));
  // Spec 001 §4: saving or suspending goes back to the mode selector after 1.5 s (the dialogs' redirectTo).
  const [suspendOpen, setSuspendOpen] = useState(false);

  const title = state.variant === 'serial' ? 'PROPP · modalità seriale' : 'PROPP · modalità libera';
  const stageProps = { state, send, onSuspend: () => setSuspendOpen(true) };

  return (
    <section>
      <PageHeader title={title} back={paths.proppModeSelector} />
      {state.stage === 'warning' ? <ProppWarning state={state} send={send} /> : null}
      {state.stage === 'card-selection' ? <ProppCardSelection {...stageProps} /> : null}
      {state.stage === 'writing' ? <ProppWriting {...stageProps} /> : null}
      {state.stage === 'free-writing' ? <ProppFreeWriting {...stageProps} /> : null}
      {state.stage === 'final' ? (
        <StoryFinalPanel
          mode={state.variant === 'serial' ? 'PROPP' : 'PROPP_FREE'}
          story={{ title: state.title, content: proppStoryText(state), language: state.language }}
          renderOriginal={state.variant === 'serial' ? () => <ProppStoryByPhase state={state} /> : undefined}
          actions={(shown) => (
            <SaveStoryButton story={proppSavePayload(withShown(state, shown), 'completed')} defaultTitle={shown.title} onSaved={markSaved} redirectTo={paths.proppModeSelector} />
          )}
          footer={
            <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
              <ArrowLeft aria-hidden="true" />
              Indietro
            </Button>
          }
        />
      ) : null}
      <SaveStoryDialog
        open={suspendOpen}
        onOpenChange={setSuspendOpen}
        heading="Sospendi la storia"
        story={proppSavePayload(state, 'suspended')}
        defaultTitle={state.title}
        onSaved={markSaved}
        redirectTo={paths.proppModeSelector}
      />
      <DraftResumePrompt draft={resumePrompt} />
      {leaveDialog}
    </section>
  );
}

/** The final screen saves what it shows: the translation when the child translated the story. */
function withShown(state: ProppState, shown: { content: string; language: ProppState['language'] }): ProppState {
  if (shown.language === state.language) return state;
  return state.variant === 'serial' ? { ...state, fullText: shown.content, language: shown.language } : { ...state, freeStoryText: shown.content, language: shown.language };
}

/** The serial story on the final screen, grouped by the five phases, each paragraph with its card. */
function ProppStoryByPhase({ state }: { state: ProppState }) {
  return (
    <div className="flex flex-col gap-6">
      {PROPP_PHASES.map((phase) => {
        const entries = state.phases.filter((entry) => {
          const cluster = findProppCard(entry.cardId)?.cluster;
          return cluster !== undefined && phase.clusters.includes(cluster);
        });
        if (entries.length === 0) return null;
        return (
          <section key={phase.id} aria-labelledby={`propp-phase-${phase.id}`}>
            <h3 id={`propp-phase-${phase.id}`} className="mb-2 text-lg font-bold text-brand-800">
              {phase.id}. {phase.name}
            </h3>
            <div className="flex flex-col gap-3">
              {entries.map((entry, i) => (
                <div key={`${entry.cardId}-${i}`}>
                  <span className="text-xs font-semibold uppercase tracking-wide text-brand-600">{findProppCard(entry.cardId)?.name}</span>
                  <p className="whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-900">{entry.content}</p>
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
