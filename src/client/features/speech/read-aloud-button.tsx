import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { ReadAloudController } from './use-read-aloud';
import { t } from '../../i18n/it/speech';

const LABELS = { idle: 'LEGGI', playing: t('speech.readAloudButton.pausa'), paused: t('speech.readAloudButton.riprendi') } as const;
const ICONS = { idle: Volume2, playing: Pause, paused: Play } as const;

export interface ReadAloudButtonProps {
  readAloud: ReadAloudController;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** LEGGI / Pausa / Riprendi in one button, plus a small stop button while reading. */
export function ReadAloudButton({ readAloud, variant = 'secondary', size, className }: ReadAloudButtonProps) {
  const Icon = ICONS[readAloud.status];
  return (
    <span className="inline-flex items-center gap-1">
      <Button variant={variant} size={size} className={className} onClick={readAloud.toggle}>
        <Icon aria-hidden="true" />
        {LABELS[readAloud.status]}
      </Button>
      {readAloud.status === 'idle' ? null : (
        <Button
          variant="ghost"
          size="icon"
          onClick={readAloud.stop}
          aria-label={t('speech.readAloudButton.fermaLaLettura')}
          title={t('speech.readAloudButton.fermaLaLettura')}
        >
          <Square aria-hidden="true" />
        </Button>
      )}
    </span>
  );
}
