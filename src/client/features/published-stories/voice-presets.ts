import { VOICES } from '../../../shared/constants';
import { readPreference, writePreference } from '../../lib/local-preferences';
import type { VoiceLike, VoiceStyle } from '../speech/speech-synthesis';

export type VoiceName = (typeof VOICES)[number];

const MALE = /\b(male|uomo|man|luca|cosimo|diego|giorgio|paolo|roberto|riccardo|marco|andrea|david|mark|guy|daniel|george|james)\b|\+m\d/i;
const FEMALE =
  /\b(female|donna|woman|alice|elsa|federica|paola|silvia|isabella|giulia|francesca|chiara|bianca|carla|emma|lucia|zira|samantha|susan|hazel|aria|jenny|karen|google)\b|\+f\d/i;

const isMale = (v: VoiceLike) => MALE.test(v.name) && !FEMALE.test(v.name);
const isFemale = (v: VoiceLike) => FEMALE.test(v.name) && !MALE.test(v.name);

/**
 * The four voices of the viewers (spec 000 §2: man, woman, boy, girl, all Italian). Browsers
 * rarely have child voices, so each is the language's voice shaped by pitch and rate, preferring
 * a male or female voice of that language when the browser has one.
 */
export const VOICE_PRESETS: Record<VoiceName, VoiceStyle> = {
  Uomo: { pitch: 0.8, rate: 0.95, prefers: isMale },
  Donna: { pitch: 1.1, rate: 1, prefers: isFemale },
  Bambino: { pitch: 1.5, rate: 1.08, prefers: isMale },
  Bambina: { pitch: 1.8, rate: 1.1, prefers: isFemale },
};

export const DEFAULT_VOICE: VoiceName = 'Donna';

export function isVoiceName(value: unknown): value is VoiceName {
  return typeof value === 'string' && VOICES.some((v) => v === value);
}

const KEY = 'voice';

/** The voice chosen last time on this device (a UI preference, kept locally). */
export function readVoicePreference(): VoiceName {
  return readPreference(KEY, (v) => (isVoiceName(v) ? v : null)) ?? DEFAULT_VOICE;
}

export function writeVoicePreference(voice: VoiceName): void {
  writePreference(KEY, voice);
}
