import { QueryClientContext } from '@tanstack/react-query';
import { Languages, LoaderCircle } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router';
import type { StoryLanguage } from '../../../shared/schemas/story';
import { Button, type ButtonProps } from '../../components/ui/button';
import { useSession } from '../auth/session';
import { useAppConfig } from '../entrance/use-app-config';
import type { TranslationToggle } from './use-translation-toggle';
import { t } from '../../i18n/it/translation';

export interface TranslateToggleButtonProps {
  translation: TranslationToggle;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  disabled?: boolean;
}

/**
 * Shown to the superuser where the translate button would be, when the site has no translation
 * provider: a short link to the settings card that explains how to turn it on.
 */
export const TRANSLATION_OFF_HINT = t('translation.translateToggleButton.traduzioneNonAttivaPerAttivarla');

/**
 * The one translate button. Without a translation provider every press would fail, so it is hidden
 * (the superuser sees how to turn translation on), except to turn a translated text back.
 */
export function TranslateToggleButton(props: TranslateToggleButtonProps) {
  // Outside the app (a bare component test) there is no site configuration to ask.
  const queryClient = useContext(QueryClientContext);
  return queryClient ? <ConfiguredTranslateToggleButton {...props} /> : <PlainTranslateToggleButton {...props} />;
}

function ConfiguredTranslateToggleButton(props: TranslateToggleButtonProps) {
  const config = useAppConfig();
  const session = useSession();
  if (config.data?.translation === false && !props.translation.isTranslated) {
    return session.data?.user?.isSuperuser ? (
      <Link to="/superuser-settings" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2">
        {TRANSLATION_OFF_HINT}
      </Link>
    ) : null;
  }
  return <PlainTranslateToggleButton {...props} />;
}

function PlainTranslateToggleButton({ translation, variant = 'secondary', size, className, disabled }: TranslateToggleButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={disabled || translation.isTranslating}
      aria-busy={translation.isTranslating}
      onClick={() => void translation.toggle()}
    >
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
      {english ? t('translation.translateToggleButton.english') : t('translation.shared.italiano')}
    </span>
  );
}

/** The 'English' badge (a translation into English). */
export function EnglishBadge() {
  return <TranslationBadge language="english" />;
}
