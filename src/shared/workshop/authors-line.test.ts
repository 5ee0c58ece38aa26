import { expect, test } from 'vitest';
import { authorsLineOf, withInitialsInAuthorsLine } from './authors-line';

test('the closing line names the writers in Italian', () => {
  expect(authorsLineOf([])).toBeNull();
  expect(authorsLineOf(['Anna'])).toBe('Hanno scritto: Anna.');
  expect(authorsLineOf(['Anna Rossi', 'Bruno', 'Carla'])).toBe('Hanno scritto: Anna Rossi, Bruno e Carla.');
});

test('published with initials, the closing line carries initials; any other text is left alone', () => {
  const story = 'C’era una volta.\n\nHanno scritto: Anna Rossi e Nicolò D’Angelo.';
  expect(withInitialsInAuthorsLine(story, ['Anna Rossi', 'Nicolò D’Angelo'])).toBe('C’era una volta.\n\nHanno scritto: A. R. e N. D.');
  expect(withInitialsInAuthorsLine('Una storia qualunque.', ['Anna'])).toBe('Una storia qualunque.');
  expect(withInitialsInAuthorsLine(story, [])).toBe(story);
});
