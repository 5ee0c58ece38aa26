import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { findProppCard } from '../../../../shared/content/propp-cards';
import { PROPP_PHASES } from '../../../../shared/content/propp-clusters';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../paths';
import { identityState, readModeNavigationState } from '../shared/navigation-state';
import { StoryFinalPanel } from '../shared/story-final-panel';
import { SaveStoryDialog } from '../../stories/save-story-dialog';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { hasUnsavedWork, initialProppState, proppReducer, proppSavePayload, proppStateFromStory, proppStateSchema } from './propp-machine';
import { proppStoryText, type ProppState, type ProppVariant } from './propp-machine';
import { ProppCardSelection, ProppFreeWriting, ProppWarning, ProppWriting } from './propp-stages';
import { BackButton } from '../shared/mode-header';
import { t } from '../../../i18n/it/story-modes';

/** /propp-editor: opens with {mode} from the selector, or {editStory} from the archive. */
export function ProppEditor() {
  const location = useLocation();
  const [variant] = useState(() => {
    const nav = readModeNavigationState(location.state);
    const reopened = nav.editStory ? proppStateFromStory(nav.editStory) : null;
    return { chosen: reopened?.variant ?? nav.mode, identity: identityState(nav) };
  });
  // Reached without a mode (a typed address): choose one first.
  if (!variant.chosen) return <Navigate to={paths.proppModeSelector} replace state={variant.identity} />;
  return <ProppEditorScreen variant={variant.chosen} />;
}

function ProppEditorScreen({ variant }: { variant: ProppVariant }) {
  const editor = useModeEditor({
    mode: variant === 'serial' ? 'PROPP' : 'PROPP_FREE',
    fromStory: proppStateFromStory,
    fresh: () => initialProppState(variant),
    reducer: proppReducer,
    schema: proppStateSchema,
    hasUnsavedWork,
  });
  const { state, send, markSaved } = editor;
  // Spec 001 §4: suspending goes back to the mode selector after 1.5 s (the dialog's redirectTo); a saved story gets its book page.
  const [suspendOpen, setSuspendOpen] = useState(false);

  const title = state.variant === 'serial' ? t('storyModes.proppEditor.proppModalitaSeriale') : t('storyModes.proppEditor.proppModalitaLibera');
  const stageProps = { state, send, onSuspend: () => setSuspendOpen(true) };

  return (
    <ModeEditorShell editor={editor} header={<PageHeader title={title} back={paths.proppModeSelector} />}>
      {state.stage === 'warning' ? <ProppWarning state={state} send={send} /> : null}
      {state.stage === 'card-selection' ? <ProppCardSelection {...stageProps} /> : null}
      {state.stage === 'writing' ? <ProppWriting {...stageProps} /> : null}
      {state.stage === 'free-writing' ? <ProppFreeWriting {...stageProps} /> : null}
      {state.stage === 'final' ? (
        <StoryFinalPanel
          mode={state.variant === 'serial' ? 'PROPP' : 'PROPP_FREE'}
          story={{ title: state.title, content: proppStoryText(state), language: state.language }}
          renderOriginal={state.variant === 'serial' ? () => <ProppStoryByPhase state={state} /> : undefined}
          save={(shown) => proppSavePayload(withShown(state, shown), 'completed')}
          onSaved={markSaved}
          footer={<BackButton send={send} />}
        />
      ) : null}
      <SaveStoryDialog
        open={suspendOpen}
        onOpenChange={setSuspendOpen}
        heading={t('storyModes.proppEditor.sospendiLaStoria')}
        story={proppSavePayload(state, 'suspended')}
        defaultTitle={state.title}
        onSaved={markSaved}
        redirectTo={paths.proppModeSelector}
      />
    </ModeEditorShell>
  );
}

/** The final screen saves what it shows: the translation when the child translated the story. */
function withShown(state: ProppState, shown: { content: string; language: ProppState['language'] }): ProppState {
  if (shown.language === state.language) return state;
  return state.variant === 'serial'
    ? { ...state, fullText: shown.content, language: shown.language }
    : { ...state, freeStoryText: shown.content, language: shown.language };
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
