import type { RecordingDto } from '../../../shared/schemas/voice';
import { voicePages } from '../../../shared/voice-pages';

/**
 * The steps of 'Ascolta la mia voce', each a page of the story and the recording that reads it, in
 * the story's order: only pages that have a recording and still exist in the text (a story
 * shortened after recording keeps no recording past its end).
 */
export function voicePlaylist(content: string, recordings: readonly RecordingDto[]) {
  const byPage = new Map(recordings.map((r) => [r.page, r.url]));
  return voicePages(content).flatMap((page) => {
    const url = byPage.get(page.index);
    return url ? [{ page, url }] : [];
  });
}
