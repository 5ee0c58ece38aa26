import { useState } from 'react';
import { paths } from '../../paths';
import { ShareMenu } from '../share/share-menu';
import type { PublishedStoryKind } from './api/published-story-api';
import { MediaMenu } from './media-menu';
import { StoryImageDialog } from './story-image-dialog';
import { readerStory } from './reader-story';
import { StoryReader } from './story-reader';
import { useLoadedPublishedStory } from './use-loaded-published-story';

/**
 * /reading-story-viewer/{id} and /science-story-viewer/{id} (spec 000 §2): read, listen,
 * translate, share, see the image. A reading story shows its author and update date and opens
 * its image in a new tab; a science story shows its publication date and the image in a dialog.
 */
export function PublishedStoryViewer({ kind }: { kind: PublishedStoryKind }) {
  const science = kind === 'science';
  const back = science ? paths.scienceStories : paths.readingStories;
  const loaded = useLoadedPublishedStory(kind, back);
  const [imageOpen, setImageOpen] = useState(false);
  if (loaded.fallback) return loaded.fallback;
  const s = loaded.story;
  return (
    <StoryReader
      key={s.id}
      story={readerStory(kind, s)}
      back={back}
      tools={(shown) => (
        <>
          <ShareMenu story={shown} />
          <MediaMenu imageUrl={s.imageUrl} onOpenImage={science ? () => setImageOpen(true) : undefined} />
        </>
      )}
    >
      {science ? <StoryImageDialog image={imageOpen && s.imageUrl ? { src: s.imageUrl, title: s.title } : null} onClose={() => setImageOpen(false)} /> : null}
    </StoryReader>
  );
}
