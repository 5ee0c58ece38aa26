import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LEAVE_QUESTION } from './use-leave-confirmation';
import { useNewStory } from './use-new-story';

function FinalScreen({ unsaved, startOver }: { unsaved: boolean; startOver: () => void }) {
  const { button, dialog } = useNewStory(unsaved, startOver);
  return (
    <>
      {button}
      {dialog}
    </>
  );
}

test("'Nuova storia' with unsaved work asks the spec's exit question, where it is true: the work is dropped", async () => {
  const user = userEvent.setup();
  const startOver = vi.fn();
  render(<FinalScreen unsaved startOver={startOver} />);
  await user.click(screen.getByRole('button', { name: 'Nuova storia' }));
  const question = await screen.findByRole('alertdialog', { name: 'Nuova storia?' });
  expect(question).toHaveTextContent(LEAVE_QUESTION);
  await user.click(screen.getByRole('button', { name: 'Resta qui' }));
  expect(startOver).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Nuova storia' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nuova storia' }));
  expect(startOver).toHaveBeenCalledTimes(1);
});

test("'Nuova storia' with nothing unsaved starts over at once", async () => {
  const user = userEvent.setup();
  const startOver = vi.fn();
  render(<FinalScreen unsaved={false} startOver={startOver} />);
  await user.click(screen.getByRole('button', { name: 'Nuova storia' }));
  expect(startOver).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
