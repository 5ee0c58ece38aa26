import { useAppConfig } from '../entrance/use-app-config';

/** Whether the site has said it has no translation service (false while its configuration loads). */
export function useTranslationOff(): boolean {
  return useAppConfig().data?.translation === false;
}
