import { Headphones, Pause, Play, Square } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { VoicePlayerController } from './use-voice-player';
import { t } from '../../i18n/it/voice';

const ICONS = { idle: Headphones, playing: Pause, paused: Play } as const;

export interface VoicePlayerButtonProps {
  player: VoicePlayerController;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The accessible name when the button stands in a list (which story it plays). */
  label?: string;
  className?: string;
}

/**
 * 'Ascolta la mia voce' / 'Pausa' / 'Riprendi' in one button, a small stop button while it plays,
 * and the page being played said to screen readers.
 */
export function VoicePlayerButton({ player, variant = 'secondary', size, label: name, className }: VoicePlayerButtonProps) {
  if (!player.available) return null;
  const Icon = ICONS[player.status];
  const label =
    player.status === 'playing' ? t('voice.shared.pausa') : player.status === 'paused' ? t('voice.player.riprendi') : t('voice.player.ascoltaLaMiaVoce');
  return (
    <span className="inline-flex items-center gap-1">
      <Button variant={variant} size={size} className={className} onClick={player.toggle} aria-label={name && player.status === 'idle' ? name : undefined}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
      {player.status === 'idle' ? null : (
        <Button variant="ghost" size="icon" onClick={player.stop} aria-label={t('voice.player.fermaLAscolto')} title={t('voice.player.fermaLAscolto')}>
          <Square aria-hidden="true" />
        </Button>
      )}
      <span className="sr-only" aria-live="polite">
        {player.position ? t('voice.shared.paginaDi', { page: player.position.page, total: player.position.total }) : ''}
      </span>
    </span>
  );
}
