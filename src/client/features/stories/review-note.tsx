import { MessageSquareText } from 'lucide-react';
import { MODERATION_MESSAGES, reviewNoteSentence } from '../../../shared/messages/moderation';
import { cn } from '../../lib/cn';

/** 'Da rivedere' and the teacher's note, where the child sees a story sent back to her. */
export function ReviewNote({ note, className }: { note: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300', className)}>
      <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold ring-1 ring-amber-400">
        <MessageSquareText className="size-4" aria-hidden="true" />
        {MODERATION_MESSAGES.toRevise}
      </span>
      <p className="break-words text-base [overflow-wrap:anywhere]">{reviewNoteSentence(note)}</p>
    </div>
  );
}
