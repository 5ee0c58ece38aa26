import { expect, test } from 'vitest';
import { CSS_GUIDE_QUESTIONS } from './css-questions';
import { composeCssStory, countCssAnswers, cssStoryBlocks, emptyCssAnswers, parseCssStory, wrapCssQuestion } from './css-story-format';

const guide = (i: number) => CSS_GUIDE_QUESTIONS[i]?.question ?? '';

test('a free question is wrapped as "Cosa succede se {lowercased text}?"', () => {
  expect(wrapCssQuestion('I Gatti Volassero')).toBe('Cosa succede se i gatti volassero?');
  expect(wrapCssQuestion('  piovesse gelato  ')).toBe('Cosa succede se piovesse gelato?');
  expect(wrapCssQuestion('piovesse gelato?')).toBe('Cosa succede se piovesse gelato?');
});

test('a question that already starts with "cosa succede se" is kept as written', () => {
  expect(wrapCssQuestion('Cosa succede se la luna cadesse?')).toBe('Cosa succede se la luna cadesse?');
  expect(wrapCssQuestion('COSA SUCCEDE SE Nevica')).toBe('COSA SUCCEDE SE Nevica');
  expect(wrapCssQuestion('cosa succede se')).toBe('cosa succede se');
});

test('the story text is the question, then each answered guide question and its answer', () => {
  const answers = emptyCssAnswers();
  answers[0] = 'Lo vede Marta.';
  answers[2] = '  Il gatto è contento.\n\n\nIl cane no.  ';
  expect(composeCssStory('Cosa succede se nevica?', answers)).toBe(
    `Cosa succede se nevica?\n\n${guide(0)}\n\nLo vede Marta.\n\n${guide(2)}\n\nIl gatto è contento.\nIl cane no.`,
  );
  expect(countCssAnswers(answers)).toBe(2);
});

test('parsing gives back the question and each answer in its place', () => {
  const answers = emptyCssAnswers();
  answers[1] = 'A scuola tutti ridono.';
  answers[4] = 'Il preside scivola.\nTutti applaudono.';
  answers[6] = 'Il mondo è più allegro.';
  const text = composeCssStory('Cosa succede se piove latte?', answers);
  const parsed = parseCssStory(text);
  expect(parsed.question).toBe('Cosa succede se piove latte?');
  expect(parsed.answers).toEqual(answers);
  expect(parsed.parts.map((p) => p.question)).toEqual([guide(1), guide(4), guide(6)]);
  expect(composeCssStory(parsed.question, parsed.answers)).toBe(text);
});

test('an extra paragraph after an answer stays with that answer', () => {
  const text = `Cosa succede se?\n\n${guide(0)}\n\nPrima parte.\n\nSeconda parte.\n\n${guide(1).toUpperCase()}\n\nA casa.`;
  const parsed = parseCssStory(text);
  expect(parsed.answers[0]).toBe('Prima parte.\nSeconda parte.');
  expect(parsed.answers[1]).toBe('A casa.');
});

test('text without guide questions is never lost', () => {
  const parsed = parseCssStory('Cosa succede se volo?\n\nHo volato.\n\nPoi sono atterrato.');
  expect(parsed.question).toBe('Cosa succede se volo?');
  expect(parsed.answers[0]).toBe('Ho volato.\nPoi sono atterrato.');
  expect(parseCssStory('')).toEqual({ question: '', answers: emptyCssAnswers(), parts: [] });
});

test('the editor reads the blocks the viewer shows: a guide question on the line above its answer opens it', () => {
  const text = `Cosa succede se nevica?\n\n${guide(2)}\nIl gatto è contento.\n\n${guide(5)}\n\nResta a casa.`;
  expect(cssStoryBlocks(text).map((b) => b.kind)).toEqual(['question', 'guide', 'answer', 'guide', 'answer']);
  const parsed = parseCssStory(text);
  expect(parsed.question).toBe('Cosa succede se nevica?');
  expect(parsed.answers[2]).toBe('Il gatto è contento.');
  expect(parsed.answers[5]).toBe('Resta a casa.');
  expect(parsed.parts.map((p) => p.question)).toEqual([guide(2), guide(5)]);
});
