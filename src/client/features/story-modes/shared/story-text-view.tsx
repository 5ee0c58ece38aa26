import type { ReadAloudHighlight } from '../../speech/use-read-aloud';

export interface StoryTextViewProps {
  text: string;
  /** The sentence being read aloud, highlighted. */
  highlight?: ReadAloudHighlight | null;
}

/** A story's text, read-only, with the sentence being read aloud marked. */
export function StoryTextView({ text, highlight }: StoryTextViewProps) {
  const mark = highlight && highlight.part === 'text' && highlight.end <= text.length ? highlight : null;
  return (
    <p className="whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-900">
      {mark ? (
        <>
          {text.slice(0, mark.start)}
          <mark className="rounded bg-amber-200 px-0.5 text-slate-900">{text.slice(mark.start, mark.end)}</mark>
          {text.slice(mark.end)}
        </>
      ) : (
        text
      )}
    </p>
  );
}
