import { Headphones } from 'lucide-react';
import { ReadAloudButton, type ReadAloudButtonProps } from '../speech/read-aloud-button';
import type { VoicePlayerController } from './use-voice-player';
import { t } from '../../i18n/it/voice';

/**
 * 'Ascolta la mia voce' / 'Pausa' / 'Riprendi' in one button, a small stop button while it plays,
 * and the page being played said to screen readers. `label` is the accessible name when the button
 * stands in a list (which story it plays).
 */
export function VoicePlayerButton({
  player,
  label,
  ...props
}: { player: VoicePlayerController; label?: string } & Pick<ReadAloudButtonProps, 'variant' | 'size' | 'className'>) {
  if (!player.available) return null;
  return (
    <ReadAloudButton
      readAloud={player}
      idle={{ label: t('voice.player.ascoltaLaMiaVoce'), icon: Headphones, stopLabel: t('voice.player.fermaLAscolto') }}
      idleName={label}
      {...props}
    >
      <span className="sr-only" aria-live="polite">
        {player.position ? t('voice.shared.paginaDi', { page: player.position.page, total: player.position.total }) : ''}
      </span>
    </ReadAloudButton>
  );
}
