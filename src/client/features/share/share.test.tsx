import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '../../components/layout/app-toaster';
import { expect, test, vi } from 'vitest';
import { ShareMenu } from './share-menu';
import { mailtoHref, storyFileName, storyTextFile } from './share-text';

test('mailto: the title as subject and the text as body, encoded', () => {
  expect(mailtoHref({ title: 'Il drago & la luna', content: 'Riga uno\nRiga due?' })).toBe(
    'mailto:?subject=Il%20drago%20%26%20la%20luna&body=Riga%20uno%0ARiga%20due%3F',
  );
});

test('the .txt file has title, author, date and text; the file name is safe', () => {
  expect(storyTextFile({ title: 'Il drago', authorName: 'Luca', date: '05/03/2026', content: 'Uno.\nDue.' })).toBe(
    'Il drago\r\ndi Luca\r\n05/03/2026\r\n\r\nUno.\r\nDue.\r\n',
  );
  expect(storyFileName('Perché il Drago è BLU?', 'txt')).toBe('perche-il-drago-e-blu.txt');
  expect(storyFileName('???', 'txt')).toBe('storia.txt');
});

function Menu({ content = 'C’era una volta.', writeText }: { content?: string; writeText: (text: string) => Promise<void> }) {
  return (
    <>
      <AppToaster />
      <ShareMenu story={{ title: 'Il drago', content }} clipboard={{ writeText }} />
    </>
  );
}

test('Copia appunti copies title and text and says Copiato!', async () => {
  const user = userEvent.setup();
  const writeText = vi.fn(() => Promise.resolve());
  render(<Menu writeText={writeText} />);
  await user.click(screen.getByRole('button', { name: 'Condividi' }));
  expect(screen.getByRole('menuitem', { name: 'Mail' })).toHaveAttribute('href', mailtoHref({ title: 'Il drago', content: 'C’era una volta.' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copia appunti' }));
  expect(writeText).toHaveBeenCalledWith('Il drago\n\nC’era una volta.');
  await waitFor(() => expect(screen.getByText('Copiato!')).toBeVisible());
});

test('a refused clipboard says the text could not be copied', async () => {
  const user = userEvent.setup();
  render(<Menu writeText={() => Promise.reject(new DOMException('denied', 'NotAllowedError'))} />);
  await user.click(screen.getByRole('button', { name: 'Condividi' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copia appunti' }));
  await waitFor(() => expect(screen.getByText('Non è stato possibile copiare il testo')).toBeVisible());
});

test('an empty story has nothing to share', async () => {
  const user = userEvent.setup();
  const writeText = vi.fn(() => Promise.resolve());
  render(<Menu content="  " writeText={writeText} />);
  await user.click(screen.getByRole('button', { name: 'Condividi' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copia appunti' }));
  await waitFor(() => expect(screen.getByText('Nessuna storia da condividere')).toBeVisible());
  expect(writeText).not.toHaveBeenCalled();
});
