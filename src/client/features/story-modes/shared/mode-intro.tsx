import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n/it/story-modes';

export interface ModeIntroProps {
  icon: LucideIcon;
  heading: string;
  /** What the child will do, one line each. */
  lines: readonly { icon: LucideIcon; text: string }[];
  startLabel: string;
  onStart: () => void;
  children?: ReactNode;
}

/** The first screen of a mode: what it is about, in a few lines, and the button to begin. */
export function ModeIntro({ icon: Icon, heading, lines, startLabel, onStart, children }: ModeIntroProps) {
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <div className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">{heading}</h2>
      </div>
      <ul className="flex flex-col gap-3" aria-label={t('storyModes.modeIntro.comeFunziona')}>
        {lines.map(({ icon: LineIcon, text }) => (
          <li key={text} className="flex items-start gap-3 text-lg text-slate-800">
            <LineIcon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {children}
      <Button size="lg" className="self-start" onClick={onStart}>
        {startLabel}
      </Button>
    </div>
  );
}
