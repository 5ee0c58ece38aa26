import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '../../components/layout/app-toaster';
import { expect, test } from 'vitest';
import { ReadAloudButton } from './read-aloud-button';
import type { SpeechSynthesisBoundary } from './speech-synthesis';
import { useReadAloud, type UseReadAloudOptions } from './use-read-aloud';

interface Spoken {
  text: string;
  lang: string;
  onend: ((event: unknown) => unknown) | null;
  onerror: ((event: unknown) => unknown) | null;
}

/** The browser boundary: a fake speechSynthesis that records utterances. */
function fakeBoundary() {
  const created: Spoken[] = [];
  const spoken: Spoken[] = [];
  let cancelled = 0;
  const boundary: SpeechSynthesisBoundary = {
    synthesis: {
      speak: (u) => {
        const mine = created.find((c) => c === u);
        if (mine) spoken.push(mine);
      },
      cancel: () => {
        cancelled += 1;
      },
      pause: () => undefined,
      resume: () => undefined,
    },
    createUtterance: (text) => {
      const u: Spoken & { voice: null; onstart: null } = { text, lang: '', voice: null, onstart: null, onend: null, onerror: null };
      created.push(u);
      return u;
    },
  };
  return { boundary, spoken, cancelled: () => cancelled };
}

function Reader(props: UseReadAloudOptions) {
  const readAloud = useReadAloud(props);
  return (
    <>
      <AppToaster />
      <ReadAloudButton readAloud={readAloud} />
      <p data-testid="highlight">{readAloud.highlight ? `${readAloud.highlight.part}:${readAloud.highlight.start}-${readAloud.highlight.end}` : 'none'}</p>
    </>
  );
}

test('LEGGI → Pausa → Riprendi, reading title then text in the story language, highlighting the sentence', async () => {
  const user = userEvent.setup();
  const { boundary, spoken } = fakeBoundary();
  render(<Reader boundary={boundary} title="Il drago" text="Uno. Due." language="english" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  expect(spoken.map((s) => s.text)).toEqual(['Il drago']);
  expect(spoken[0]?.lang).toBe('en-US');
  expect(screen.getByTestId('highlight')).toHaveTextContent('title:0-8');
  act(() => void spoken[0]?.onend?.({}));
  expect(screen.getByTestId('highlight')).toHaveTextContent('text:0-4');
  await user.click(screen.getByRole('button', { name: 'Pausa' }));
  await user.click(screen.getByRole('button', { name: 'Riprendi' }));
  expect(screen.getByRole('button', { name: 'Pausa' })).toBeVisible();
  act(() => void spoken[1]?.onend?.({}));
  act(() => void spoken[2]?.onend?.({}));
  expect(screen.getByRole('button', { name: 'LEGGI' })).toBeVisible();
  expect(screen.getByTestId('highlight')).toHaveTextContent('none');
});

test('leaving the screen cancels speech', async () => {
  const user = userEvent.setup();
  const { boundary, cancelled } = fakeBoundary();
  const { unmount } = render(<Reader boundary={boundary} text="Uno. Due." language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  const before = cancelled();
  unmount();
  expect(cancelled()).toBeGreaterThan(before);
});

test('the stop button ends reading', async () => {
  const user = userEvent.setup();
  const { boundary } = fakeBoundary();
  render(<Reader boundary={boundary} text="Uno. Due." language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  await user.click(screen.getByRole('button', { name: 'Ferma la lettura' }));
  expect(screen.getByRole('button', { name: 'LEGGI' })).toBeVisible();
});

test('an empty story says there is nothing to read', async () => {
  const user = userEvent.setup();
  const { boundary, spoken } = fakeBoundary();
  render(<Reader boundary={boundary} text="   " language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  await waitFor(() => expect(screen.getByText('Nessuna storia da leggere')).toBeVisible());
  expect(spoken).toHaveLength(0);
});

test('a browser without speech synthesis says so', async () => {
  const user = userEvent.setup();
  render(<Reader boundary={null} text="Ciao." language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  await waitFor(() => expect(screen.getByText('Non supportato')).toBeVisible());
  expect(screen.getByText('La sintesi vocale non è supportata da questo browser')).toBeVisible();
});

test('a device without a voice for the language says so, not Errore TTS', async () => {
  const user = userEvent.setup();
  const { boundary, spoken } = fakeBoundary();
  boundary.synthesis.getVoices = () => [{ name: 'English', lang: 'en-US' }];
  render(<Reader boundary={boundary} text="Ciao." language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  act(() => void spoken[0]?.onerror?.({ error: 'synthesis-failed' }));
  await waitFor(() => expect(screen.getByText('Manca la voce per leggere')).toBeVisible());
  expect(screen.getByText(/non c’è una voce italiana per leggere ad alta voce/)).toBeVisible();
  expect(screen.queryByText('Errore TTS')).toBeNull();
  expect(screen.getByRole('button', { name: 'LEGGI' })).toBeVisible();
});

test('a speech error with a voice installed shows Errore TTS', async () => {
  const user = userEvent.setup();
  const { boundary, spoken } = fakeBoundary();
  boundary.synthesis.getVoices = () => [{ name: 'Alice', lang: 'it-IT' }];
  render(<Reader boundary={boundary} text="Ciao." language="italian" />);
  await user.click(screen.getByRole('button', { name: 'LEGGI' }));
  act(() => void spoken[0]?.onerror?.({ error: 'synthesis-failed' }));
  await waitFor(() => expect(screen.getByText('Errore TTS')).toBeVisible());
  expect(screen.getByText('Si è verificato un errore durante la lettura')).toBeVisible();
  expect(screen.getByRole('button', { name: 'LEGGI' })).toBeVisible();
});
