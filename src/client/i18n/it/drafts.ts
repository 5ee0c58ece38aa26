import { translator } from '../translator';

/** Messages of the drafts area of the client. */
export const drafts = {
  'draftResumePrompt.haiUnaStoriaInSospeso': 'Hai una storia in sospeso',
  'draftResumePrompt.lUltimaVoltaIlNon': "L'ultima volta, il {savedAt}, non avevi finito questa storia.",
  'draftResumePrompt.nonAveviFinitoQuestaStoria': 'Non avevi finito questa storia.',
  'draftResumePrompt.vuoiContinuareDaDoveEri': 'Vuoi continuare da dove avevi lasciato o ricominciare da capo?',
  'draftResumePrompt.ricomincia': 'Ricomincia',
  'draftResumePrompt.riprendi': 'Riprendi',
} as const;

export const t = translator('drafts', drafts);
