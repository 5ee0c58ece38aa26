import { useState } from 'react';
import { useLocation } from 'react-router';
import type { StoryMode } from '../../../../shared/story-modes';
import { draftKeyFor, identityState, readModeNavigationState, type EditStory, type ModeNavigationState } from './navigation-state';

export interface OpenedEditor<S> {
  /** Who is writing (profile, public user), to pass back when leaving. */
  identity: Pick<ModeNavigationState, 'profileId' | 'profileName' | 'isPublic'>;
  /** The reopened story ({editStory} from the archive), or a new one. */
  initial: S;
  draftKey: string;
}

export interface OpenEditorOptions<S> {
  /** The mode's state for a saved story, or null when the story is not of this mode. */
  fromStory: (story: EditStory) => S | null;
  /** A new story. */
  fresh: () => S;
}

/** What an editor opens with, read once from the navigation state (spec 001 §2). */
export function useOpenedEditor<S extends { storyId: string | null }>(mode: StoryMode, { fromStory, fresh }: OpenEditorOptions<S>): OpenedEditor<S> {
  const location = useLocation();
  const [opened] = useState(() => {
    const navigation = readModeNavigationState(location.state);
    const reopened = navigation.editStory ? fromStory(navigation.editStory) : null;
    return { identity: identityState(navigation), initial: reopened ?? fresh(), draftKey: draftKeyFor(mode, reopened?.storyId ?? null) };
  });
  return opened;
}
