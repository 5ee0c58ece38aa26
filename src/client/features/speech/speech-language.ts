import { SPEECH_LANG_ENGLISH, SPEECH_LANG_ITALIAN } from '../../../shared/constants';

/** The voice language for a story language ('italian' | 'english'): it-IT or en-US. */
export function speechLang(language: string): string {
  return language === 'english' ? SPEECH_LANG_ENGLISH : SPEECH_LANG_ITALIAN;
}
