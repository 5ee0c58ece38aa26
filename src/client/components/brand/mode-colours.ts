import type { StoryMode } from '../../../shared/story-modes';
import { paths } from '../../paths';

/**
 * The colour of each story mode, carried from the chooser into its editor. The key is
 * the value of a `data-mode` attribute; src/client/styles.css maps it to the tokens
 * --color-mode-<key> (strong) and --color-mode-<key>-soft, available inside the container as
 * bg-mode, text-mode, bg-mode-soft, ring-mode… (docs/design-tokens.md).
 */
export type ModeColourKey = 'profession' | 'css' | 'ghost' | 'parole' | 'airots' | 'campbell' | 'propp';

export const MODE_COLOUR: Readonly<Record<StoryMode, ModeColourKey>> = {
  PROFESSION: 'profession',
  CSS: 'css',
  GHOST: 'ghost',
  PAROLE_CHIAMANO: 'parole',
  AIROTS: 'airots',
  CAMPBELL: 'campbell',
  PROPP: 'propp',
  PROPP_FREE: 'propp',
};

/** The colour key of a story's mode (archives, viewer); undefined for an unknown mode. */
export function modeColour(mode: string): ModeColourKey | undefined {
  return (MODE_COLOUR as Record<string, ModeColourKey | undefined>)[mode];
}

/** The editor routes (and the PROPP mode selector) and the mode whose colour they wear. */
const ROUTE_MODE: Readonly<Record<string, ModeColourKey>> = {
  [paths.professionStory]: 'profession',
  [paths.cssEditor]: 'css',
  [paths.ghostEditor]: 'ghost',
  [paths.paroleChiamano]: 'parole',
  [paths.airotsEditor]: 'airots',
  [paths.campbellEditor]: 'campbell',
  [paths.proppModeSelector]: 'propp',
  [paths.proppEditor]: 'propp',
};

/** The mode colour of a screen, from its path: set as data-mode on the layout's <main>. */
export function modeColourOfPath(pathname: string): ModeColourKey | undefined {
  return ROUTE_MODE[pathname.replace(/\/+$/, '') || '/'];
}
