import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface LogoProps {
  className?: string;
  /** Show the name 'FantasMia' beside the picture. */
  withName?: boolean;
  /** Accessible name; the picture is decorative when withName is set (the text says it). */
  title?: string;
}

/**
 * FantasMia's own mark: a friendly little ghost (the nod to *fantasma*) rising out of an open
 * book, with a star of imagination. Drawn here, no borrowed art.
 */
export function Logo({ className, withName = false, title = 'FantasMia' }: LogoProps) {
  const id = useId();
  const glow = `${id}-glow`;
  const picture = (
    <svg
      viewBox="0 0 120 120"
      className={cn('h-full w-auto', withName ? 'size-20 sm:size-24' : null)}
      {...(withName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title })}
      focusable="false"
    >
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#fef3c7" />
          <stop offset="100%" stopColor="#ede9fe" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="58" fill={`url(#${glow})`} />
      {/* the ghost */}
      <path
        d="M60 13c-13.3 0-24 10.7-24 24v35c3.2 2.8 6.4 2.8 9.6 0s6.4-2.8 9.6 0 6.4 2.8 9.6 0 6.4-2.8 9.6 0 6.4 2.8 9.6 0V37c0-13.3-10.7-24-24-24z"
        fill="#ffffff"
        stroke="#6d28d9"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M36 48c-5 1-8 5-8 9" fill="none" stroke="#6d28d9" strokeWidth="3" strokeLinecap="round" />
      <path d="M84 48c5 1 8 5 8 9" fill="none" stroke="#6d28d9" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="51" cy="38" rx="4" ry="5" fill="#4c1d95" />
      <ellipse cx="69" cy="38" rx="4" ry="5" fill="#4c1d95" />
      <circle cx="52.4" cy="36.4" r="1.4" fill="#ffffff" />
      <circle cx="70.4" cy="36.4" r="1.4" fill="#ffffff" />
      <circle cx="45" cy="47" r="3.5" fill="#fda4af" opacity="0.8" />
      <circle cx="75" cy="47" r="3.5" fill="#fda4af" opacity="0.8" />
      <path d="M54 48c3.5 3.5 8.5 3.5 12 0" fill="none" stroke="#4c1d95" strokeWidth="3" strokeLinecap="round" />
      {/* the open book */}
      <path d="M14 80c15-6 31-5 46 3v23c-15-8-31-9-46-3z" fill="#7c3aed" stroke="#4c1d95" strokeWidth="3" strokeLinejoin="round" />
      <path d="M106 80c-15-6-31-5-46 3v23c15-8 31-9 46-3z" fill="#8b5cf6" stroke="#4c1d95" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M22 86c10-3 20-2 30 2M22 93c10-3 20-2 30 2M68 88c10-4 20-5 30-2M68 95c10-4 20-5 30-2"
        fill="none"
        stroke="#ede9fe"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* a star of imagination */}
      <path d="M95 20l2.6 6.4 6.4 2.6-6.4 2.6L95 38l-2.6-6.4-6.4-2.6 6.4-2.6z" fill="#f59e0b" />
      <circle cx="24" cy="30" r="2.5" fill="#f59e0b" />
    </svg>
  );
  if (!withName) return <span className={cn('inline-flex', className)}>{picture}</span>;
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      {picture}
      <span className="text-4xl font-black tracking-tight text-brand-800 sm:text-5xl">
        Fantas<span className="text-sun-700">Mia</span>
      </span>
    </span>
  );
}
