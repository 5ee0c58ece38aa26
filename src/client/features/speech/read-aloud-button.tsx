import { Pause, Play, Square, Volume2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { ReadAloudController } from './use-read-aloud';
import { t } from '../../i18n/it/speech';

export interface ReadAloudButtonProps {
  /** Read-aloud's controller, or anything that plays the same way (the child's recorded voice). */
  readAloud: Pick<ReadAloudController, 'status' | 'toggle' | 'stop'>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** What the button says and shows before playing, and the stop button's name: reading aloud's by default. */
  idle?: { label: string; icon: LucideIcon; stopLabel: string };
  /** The accessible name before playing, when the button stands in a list (which story it plays). */
  idleName?: string | undefined;
  /** Said after the buttons (the voice player's page being played). */
  children?: ReactNode;
}

const READ_ALOUD = { label: 'LEGGI', icon: Volume2, stopLabel: t('speech.readAloudButton.fermaLaLettura') };

/** LEGGI / Pausa / Riprendi in one button, plus a small stop button while reading. */
export function ReadAloudButton({ readAloud, variant = 'secondary', size, className, idle = READ_ALOUD, idleName, children }: ReadAloudButtonProps) {
  const { status } = readAloud;
  const Icon = status === 'playing' ? Pause : status === 'paused' ? Play : idle.icon;
  return (
    <span className="inline-flex items-center gap-1">
      <Button variant={variant} size={size} className={className} onClick={readAloud.toggle} aria-label={status === 'idle' ? idleName : undefined}>
        <Icon aria-hidden="true" />
        {status === 'playing' ? t('speech.readAloudButton.pausa') : status === 'paused' ? t('speech.readAloudButton.riprendi') : idle.label}
      </Button>
      {status === 'idle' ? null : (
        <Button variant="ghost" size="icon" onClick={readAloud.stop} aria-label={idle.stopLabel} title={idle.stopLabel}>
          <Square aria-hidden="true" />
        </Button>
      )}
      {children}
    </span>
  );
}
