import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { composeCssStory, cssStoryBlocks } from '../../../shared/content/css-story-format';
import { StoryText } from './story-text';

const cssStory = composeCssStory('Cosa succede se gli alberi potessero camminare?', [
  'Una bambina di nome Sara.',
  '',
  'Tutti sono contenti.\nTranne il sindaco.',
]);

const kinds = (content: string) => cssStoryBlocks(content).map((b) => `${b.kind}:${content.slice(b.start, b.end)}`);

test('CSS formatting: the question first, then each guide question and its answer as their own blocks', () => {
  expect(kinds(cssStory)).toEqual([
    'question:Cosa succede se gli alberi potessero camminare?',
    'guide:Chi se ne accorge per primo?',
    'answer:Una bambina di nome Sara.',
    'guide:Chi è contento e chi no?',
    'answer:Tutti sono contenti.\nTranne il sindaco.',
  ]);
});

test('CSS formatting: a guide question on the line above its answer, and runs of blank lines', () => {
  const content = '  Cosa succede se piovesse cioccolato?\n\n\n\nChi se ne accorge per primo?\nIl cane Fido.\n \n\nUn finale libero.';
  expect(kinds(content)).toEqual([
    'question:Cosa succede se piovesse cioccolato?',
    'guide:Chi se ne accorge per primo?',
    'answer:Il cane Fido.',
    'answer:Un finale libero.',
  ]);
  expect(cssStoryBlocks('')).toEqual([]);
});

test('a CSS story is shown as distinct blocks; other modes as one text', () => {
  const { unmount } = render(<StoryText content={cssStory} mode="CSS" />);
  expect(screen.getByRole('heading', { name: 'Cosa succede se gli alberi potessero camminare?' })).toHaveAttribute('data-block', 'question');
  expect(screen.getByRole('heading', { name: 'Chi se ne accorge per primo?' })).toHaveAttribute('data-block', 'guide');
  expect(screen.getByText('Una bambina di nome Sara.')).toHaveAttribute('data-block', 'answer');
  unmount();
  render(<StoryText content={cssStory} mode="GHOST" />);
  expect(screen.queryByRole('heading')).toBeNull();
});

test('the sentence being read is marked, also inside a CSS block', () => {
  const content = 'Uno. Due. Tre.';
  const { container, rerender } = render(<StoryText content={content} mode="GHOST" highlight={{ start: 5, end: 9 }} />);
  expect(container.querySelector('mark')).toHaveTextContent(/^Due\.$/);
  expect(container.textContent).toBe(content);
  const start = cssStory.indexOf('Tranne');
  rerender(<StoryText content={cssStory} mode="CSS" highlight={{ start, end: start + 'Tranne il sindaco.'.length }} />);
  expect(container.querySelectorAll('mark')).toHaveLength(1);
  expect(container.querySelector('mark')).toHaveTextContent('Tranne il sindaco.');
  rerender(<StoryText content={content} mode="GHOST" highlight={null} />);
  expect(container.querySelector('mark')).toBeNull();
});
