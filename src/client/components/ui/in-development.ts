import { toast } from 'sonner';
import { t } from '../../i18n/it/components';

/** What a button of a feature still being built says when pressed. */
export const IN_DEVELOPMENT = t('components.inDevelopment.funzioneInSviluppo');

/** The 'Funzione in sviluppo' toast, with a line about what is coming when there is one. */
export function announceInDevelopment(description?: string): void {
  toast.info(IN_DEVELOPMENT, { description });
}
