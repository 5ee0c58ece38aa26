import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/stories';

/** Difficulty from 1 to 5 stars, read out as '3 stelle su 5'. */
export function DifficultyStars({ stars, className }: { stars: number; className?: string }) {
  const label = t('stories.difficultyStars.su5', { stars });
  return (
    <span role="img" aria-label={label} title={t('stories.difficultyStars.difficolta', { label })} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-5', n <= stars ? 'fill-sun-400 text-sun-700' : 'fill-transparent text-ink-muted/50')} />
      ))}
    </span>
  );
}
