import type { StoryStatus } from '../../../shared/schemas/story';
import { cn } from '../../lib/cn';
import { STATUS_LABELS } from './archive-labels';

export function StatusBadge({ status }: { status: StoryStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-bold ring-1',
        status === 'suspended' ? 'bg-amber-100 text-amber-900 ring-amber-300' : 'bg-green-50 text-green-800 ring-green-200',
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
