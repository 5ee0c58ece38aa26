import { expect, test } from 'vitest';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from '../../../../shared/json-depth';
import { airotsSavePayload, initialAirotsState } from '../airots/airots-machine';
import { campbellSavePayload, initialCampbellState } from '../campbell/campbell-machine';
import { cssSavePayload, initialCssState } from '../css/css-machine';
import { ghostSavePayload, initialGhostState } from '../ghost/ghost-machine';
import { initialWordSeriesState, wordSeriesSavePayload } from '../parole-chiamano/parole-chiamano-machine';
import { initialProfessionState, professionSavePayload } from '../profession/profession-machine';
import { initialProppState, proppSavePayload } from '../propp/propp-machine';

/**
 * The server refuses JSON nested deeper than MAX_JSON_DEPTH. Every editor's save body, filled as
 * far as a story can go, stays far below it (at most 8 levels), so no child's story is ever refused
 * for its depth.
 */
const REALISTIC_MAX = 8;

const bodies = {
  GHOST: ghostSavePayload({ ...initialGhostState(), answers: ['a', 'b', 'c'], draft: 'Testo' }),
  PROPP: proppSavePayload(
    {
      ...initialProppState('serial'),
      phases: Array.from({ length: 31 }, (_, i) => ({ cardId: i + 1, content: `Fase ${i + 1}` })),
      currentParagraph: 'Ancora',
    },
    'suspended',
  ),
  PROPP_FREE: proppSavePayload({ ...initialProppState('free'), usedCards: [1, 2, 3], freeStoryText: 'Libera' }, 'suspended'),
  CAMPBELL: campbellSavePayload(initialCampbellState()),
  CSS: cssSavePayload(initialCssState()),
  AIROTS: airotsSavePayload(initialAirotsState()),
  PROFESSION: professionSavePayload(initialProfessionState({ custom: { male: ['Pilota'], female: ['Pilota'] } })),
  PAROLE_CHIAMANO: wordSeriesSavePayload({
    ...initialWordSeriesState(),
    series: [
      ['luna', 'lana', 'lama'],
      ['sole', 'sale', 'sala'],
      ['mare', 'mira', 'mura'],
    ],
    chosen: 1,
    keywords: ['sole', 'sale'],
    pieces: ['Un pezzo', 'Un altro'],
  }),
};

for (const [mode, body] of Object.entries(bodies)) {
  test(`${mode}: the save body nests at most ${REALISTIC_MAX} levels (the server allows ${MAX_JSON_DEPTH})`, () => {
    const text = JSON.stringify({ ...body, title: 'Titolo' });
    expect(jsonTextTooDeep(text, REALISTIC_MAX)).toBe(false);
  });
}
