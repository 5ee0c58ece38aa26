import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../components/ui/spinner';

export interface StoryListStatesProps<S> {
  stories: UseQueryResult<S[]>;
  /** Said when the list cannot be loaded: 'Impossibile caricare le storie'. */
  loadFailed: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The list, once it has stories. */
  children: (stories: S[]) => ReactNode;
}

/** A list of reading or science stories while it loads, when it fails, when it is empty, and once it has stories. */
export function StoryListStates<S>({ stories, loadFailed, empty, children }: StoryListStatesProps<S>) {
  if (stories.isPending) return <Loading />;
  if (stories.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {loadFailed}
      </p>
    );
  }
  return stories.data.length === 0 ? empty : children(stories.data);
}
