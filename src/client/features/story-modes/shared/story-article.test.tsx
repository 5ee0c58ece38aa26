import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { checkSave } from './save-story-button';
import { FinalText, StoryArticle, StoryTextBox } from './story-article';

test('a final screen shows its title, the translation badge when translated, the toolbar and the text', () => {
  const { rerender } = render(
    <StoryArticle heading="Il drago" language="italian" translated={false} toolbar={<button type="button">Salva</button>}>
      <StoryTextBox content="C’era un drago." mode="GHOST" highlight={null} />
    </StoryArticle>,
  );
  expect(screen.getByRole('heading', { name: 'Il drago' })).toBeVisible();
  expect(screen.getByRole('toolbar', { name: 'Azioni sulla storia' })).toContainElement(screen.getByRole('button', { name: 'Salva' }));
  expect(screen.getByText('C’era un drago.')).toBeVisible();
  expect(screen.getByRole('article')).toHaveAttribute('lang', 'it');
  expect(screen.queryByTitle('Testo tradotto in inglese')).toBeNull();
  rerender(
    <StoryArticle heading="The dragon" language="english" translated toolbar={null}>
      <StoryTextBox content="There was a dragon." mode="GHOST" highlight={null}>
        <p>Per fasi</p>
      </StoryTextBox>
    </StoryArticle>,
  );
  expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  expect(screen.getByTitle('Testo tradotto in inglese')).toHaveTextContent('English');
  expect(screen.getByText('Per fasi')).toBeVisible();
  expect(screen.queryByText('There was a dragon.')).toBeNull();
});

test('the final text is an edit box while editing, and read-only otherwise', () => {
  const props = { id: 'final', label: 'La tua storia', content: 'C’era un drago.', mode: 'GHOST', highlight: null, onContentChange: () => undefined };
  const { rerender } = render(<FinalText editing {...props} />);
  expect(screen.getByRole('textbox', { name: 'La tua storia' })).toHaveValue('C’era un drago.');
  rerender(<FinalText editing={false} {...props} />);
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByText('C’era un drago.')).toBeVisible();
});

test('the save check opens the dialog only without a problem, and otherwise asks the machine to say why', () => {
  const sent: string[] = [];
  const send = (action: { type: 'CHECK_SAVE' }) => sent.push(action.type);
  expect(checkSave(null, send)()).toBe(true);
  expect(sent).toEqual([]);
  expect(checkSave({ title: 'Attenzione', message: "Non c'è nessuna storia da salvare!" }, send)()).toBe(false);
  expect(sent).toEqual(['CHECK_SAVE']);
});
