import { useEffect, useRef } from 'react';
import type { StoryMode } from '../../../shared/story-modes';
import { cn } from '../../lib/cn';
import { cssStoryBlocks, type CssTextBlock } from '../../../shared/content/css-story-format';

/** The part of the text being read aloud (offsets in the content). */
export interface TextHighlight {
  start: number;
  end: number;
}

interface HighlightedProps {
  text: string;
  /** Where `text` starts in the whole content. */
  offset: number;
  highlight: TextHighlight | null | undefined;
}

/** A text with the sentence being read marked. */
export function HighlightedText({ text, offset, highlight }: HighlightedProps) {
  const mark = useRef<HTMLElement>(null);
  const from = highlight ? Math.max(highlight.start - offset, 0) : 0;
  const to = highlight ? Math.min(highlight.end - offset, text.length) : 0;
  const active = highlight !== null && highlight !== undefined && to > from;
  useEffect(() => {
    if (active) mark.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [active, from]);
  if (!active) return <>{text}</>;
  return (
    <>
      {text.slice(0, from)}
      <mark ref={mark} data-reading="true" className="rounded bg-amber-200 px-0.5 text-inherit">
        {text.slice(from, to)}
      </mark>
      {text.slice(to)}
    </>
  );
}

export interface StoryTextProps {
  content: string;
  mode: StoryMode | string;
  highlight?: TextHighlight | null;
  className?: string;
}

const BLOCK_STYLE: Record<CssTextBlock['kind'], string> = {
  question: 'rounded-xl bg-amber-50 p-4 text-xl font-bold text-amber-950 ring-1 ring-amber-200',
  guide: 'mt-2 font-bold text-brand-800',
  answer: 'text-lg leading-relaxed text-slate-900',
};

/**
 * A story's text as the viewers show it, with the sentence being read highlighted. CSS stories
 * pass through their formatting step: the question first, then each guide question and answer.
 */
export function StoryText({ content, mode, highlight, className }: StoryTextProps) {
  if (mode === 'CSS') {
    return (
      <div className={cn('flex flex-col gap-2', className)} data-format="css">
        {cssStoryBlocks(content).map((block) => {
          const text = content.slice(block.start, block.end);
          const Tag = block.kind === 'answer' ? 'p' : 'h3';
          return (
            <Tag key={block.start} data-block={block.kind} className={cn('reading-text whitespace-pre-wrap break-words', BLOCK_STYLE[block.kind])}>
              <HighlightedText text={text} offset={block.start} highlight={highlight} />
            </Tag>
          );
        })}
      </div>
    );
  }
  return (
    <p className={cn('reading-text whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-900', className)}>
      <HighlightedText text={content} offset={0} highlight={highlight} />
    </p>
  );
}
