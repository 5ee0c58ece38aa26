import { Languages, LoaderCircle } from 'lucide-react';
import type { StoryLanguage } from '../../../shared/schemas/story';
import { Button, type ButtonProps } from '../../components/ui/button';
import type { TranslationToggle } from './use-translation-toggle';
import { t } from '../../i18n/it/translation';

export interface TranslateToggleButtonProps {
  translation: TranslationToggle;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  disabled?: boolean;
}

/** INGLESE / ITALIANO (or Inglese / Italiano) / 'Traduzione...': the one translate button. */
export function TranslateToggleButton({ translation, variant = 'secondary', size, className, disabled }: TranslateToggleButtonProps) {
  return (
    <Button variant={variant} size={size} className={className} disabled={disabled || translation.isTranslating} aria-busy={translation.isTranslating} onClick={() => void translation.toggle()}>
      {translation.isTranslating ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Languages aria-hidden="true" />}
      {translation.label}
    </Button>
  );
}

/** The badge shown while the text is a translation: 'English' (or 'Italiano' for an English story). */
export function TranslationBadge({ language }: { language: StoryLanguage }) {
  const english = language === 'english';
  return (
    <span
      className="inline-flex items-center rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900 ring-1 ring-sky-300"
      title={english ? t('translation.translateToggleButton.testoTradottoInInglese') : t('translation.translateToggleButton.testoTradottoInItaliano')}
    >
      {english ? t('translation.translateToggleButton.english') : t('translation.translateToggleButton.italiano')}
    </span>
  );
}

/** The 'English' badge (a translation into English). */
export function EnglishBadge() {
  return <TranslationBadge language="english" />;
}
