import { Mic } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/voice';

/**
 * Says in a list that a story has its author's recorded voice: 'Con la mia voce' in the child's
 * own archive, 'Con la voce di chi l’ha scritta' among the class's stories.
 */
export function VoiceBadge({ own, className }: { own: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-sm font-semibold text-violet-900 ring-1 ring-violet-200',
        className,
      )}
    >
      <Mic className="size-4 shrink-0" aria-hidden="true" />
      {own ? t('voice.badge.conLaMiaVoce') : t('voice.badge.conLaVoce')}
    </span>
  );
}
