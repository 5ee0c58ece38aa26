import { Mic, MicOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDictation, type UseDictationOptions } from './use-dictation';
import { t } from '../../i18n/it/speech';

export interface DictationButtonProps extends UseDictationOptions {
  /** Names the box it fills, e.g. 'la risposta': 'Detta la risposta'. */
  target?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The microphone next to an answer box. Hidden where the browser cannot recognise speech;
 * pressed while listening.
 */
export function DictationButton({ target, disabled, className, ...options }: DictationButtonProps) {
  const dictation = useDictation(options);
  if (!dictation.supported) return null;
  const label = dictation.listening
    ? t('speech.dictationButton.fermaLaDettatura')
    : target
      ? t('speech.dictationButton.dettaConLaVoce', { target })
      : t('speech.dictationButton.dettaConLaVoce2');
  const Icon = dictation.listening ? MicOff : Mic;
  return (
    <Button
      variant={dictation.listening ? 'danger' : 'secondary'}
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={dictation.listening}
      disabled={disabled}
      onClick={dictation.toggle}
      className={cn('shrink-0 rounded-full', dictation.listening && 'animate-pulse', className)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
