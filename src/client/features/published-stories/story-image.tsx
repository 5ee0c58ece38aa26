import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { STORY_IMAGE_MESSAGES } from '../../../shared/schemas/reading-story';
import { cn } from '../../lib/cn';

export interface StoryImageProps {
  src: string;
  alt: string;
  className?: string;
}

/** A story's picture; when it cannot be loaded, the placeholder 'Immagine non disponibile' (spec 000 §8). */
export function StoryImage({ src, alt, className }: StoryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={STORY_IMAGE_MESSAGES.unavailable}
        className={cn('flex flex-col items-center justify-center gap-1 bg-slate-100 p-2 text-center text-xs text-slate-600', className)}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        <span aria-hidden="true">{STORY_IMAGE_MESSAGES.unavailable}</span>
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className={cn('object-cover', className)} onError={() => setFailedSrc(src)} />;
}
