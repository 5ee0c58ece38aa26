import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { DraftResumePrompt } from './draft-resume-prompt';
import { draftStorageKey, writeDraft } from './draft-storage';
import { useDraft, type UseDraftOptions } from './use-draft';

interface Ghost {
  stage: 'questions' | 'review';
  step: number;
  answers: string[];
  card: { id: number } | null;
}

const initial: Ghost = { stage: 'questions', step: 0, answers: [], card: null };
const schema = z.object({
  stage: z.enum(['questions', 'review']),
  step: z.number().int(),
  answers: z.array(z.string()),
  card: z.object({ id: z.number() }).nullable(),
});
const KEY = draftStorageKey('user-1', 'GHOST');

const stored = (key = KEY): unknown => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : z.object({ data: z.unknown() }).parse(JSON.parse(raw)).data;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const open = (options: Partial<UseDraftOptions<Ghost>> = {}) =>
  renderHook((props: Partial<UseDraftOptions<Ghost>>) => useDraft<Ghost>({ mode: 'GHOST', profileKey: 'user-1', initial, schema, ...props }), {
    initialProps: options,
  });

test('typing is written after a 400 ms pause, not on every key', () => {
  const { result } = open();
  act(() => result.current.setValue((s) => ({ ...s, answers: ['C'] })));
  act(() => void vi.advanceTimersByTime(200));
  act(() => result.current.setValue((s) => ({ ...s, answers: ['Ci'] })));
  act(() => void vi.advanceTimersByTime(399));
  expect(stored()).toBeNull();
  act(() => void vi.advanceTimersByTime(1));
  expect(stored()).toEqual({ ...initial, answers: ['Ci'] });
});

test('a step change is written at once', () => {
  const { result } = open();
  act(() => result.current.setValue({ ...initial, step: 1 }, { immediate: true }));
  expect(stored()).toEqual({ ...initial, step: 1 });
  act(() => result.current.setValue((s) => ({ ...s, step: 2 })));
  act(() => result.current.saveNow());
  expect(stored()).toEqual({ ...initial, step: 2 });
});

test('updates apply to the latest state, even several in a row', () => {
  const { result } = open();
  act(() => {
    result.current.setValue((s) => ({ ...s, answers: [...s.answers, 'uno'] }));
    result.current.setValue((s) => ({ ...s, answers: [...s.answers, 'due'] }));
  });
  expect(result.current.value.answers).toEqual(['uno', 'due']);
});

test('hiding the page flushes the pending write', () => {
  const { result } = open();
  act(() => result.current.setValue({ ...initial, answers: ['quasi'] }));
  expect(stored()).toBeNull();
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(stored()).toEqual({ ...initial, answers: ['quasi'] });
});

test('leaving the screen flushes the pending write', () => {
  const { result, unmount } = open();
  act(() => result.current.setValue({ ...initial, answers: ['ultima'] }));
  unmount();
  expect(stored()).toEqual({ ...initial, answers: ['ultima'] });
});

test('reopening offers the stored draft; Riprendi restores it', () => {
  writeDraft(KEY, { ...initial, step: 3, answers: ['a', 'b', 'c'] });
  const { result } = open();
  expect(result.current.pending?.value.step).toBe(3);
  expect(result.current.value).toEqual(initial);
  act(() => result.current.resume());
  expect(result.current.pending).toBeNull();
  expect(result.current.value).toEqual({ ...initial, step: 3, answers: ['a', 'b', 'c'] });
});

test('Ricomincia drops the stored draft', () => {
  writeDraft(KEY, { ...initial, step: 3 });
  const { result } = open();
  act(() => result.current.restart());
  expect(result.current.pending).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
  expect(result.current.value).toEqual(initial);
});

test('while the prompt waits, nothing overwrites the stored draft', () => {
  writeDraft(KEY, { ...initial, step: 5 });
  const { result } = open();
  act(() => result.current.setValue({ ...initial, step: 1 }, { immediate: true }));
  act(() => void vi.advanceTimersByTime(1000));
  expect(stored()).toEqual({ ...initial, step: 5 });
});

test('a saved story clears its draft, and a later flush does not bring it back', () => {
  const { result, unmount } = open();
  act(() => result.current.setValue({ ...initial, answers: ['fine'] }, { immediate: true }));
  act(() => result.current.setValue({ ...initial, answers: ['fine!'] }));
  act(() => result.current.clear());
  act(() => void vi.advanceTimersByTime(1000));
  unmount();
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('drafts are kept per profile and per mode', () => {
  const a = open({ profileKey: 'user-1' });
  act(() => a.result.current.setValue({ ...initial, step: 1 }, { immediate: true }));
  const b = open({ profileKey: 'user-2' });
  expect(b.result.current.pending).toBeNull();
  const c = open({ mode: 'CSS' });
  expect(c.result.current.pending).toBeNull();
  const d = open({ profileKey: 'user-1' });
  expect(d.result.current.pending?.value.step).toBe(1);
});

test('nothing is read or written until the profile is known, then the draft is offered', () => {
  writeDraft(KEY, { ...initial, step: 2 });
  const { result, rerender } = open({ profileKey: null });
  expect(result.current.pending).toBeNull();
  rerender({ profileKey: 'user-1' });
  expect(result.current.pending?.value.step).toBe(2);
});

test('while the profile is not known the draft neither reads nor writes', () => {
  writeDraft(KEY, { ...initial, step: 2 });
  const { result } = open({ profileKey: null });
  expect(result.current.pending).toBeNull();
  act(() => result.current.setValue({ ...initial, step: 4 }, { immediate: true }));
  expect(stored()).toEqual({ ...initial, step: 2 });
});

test('a corrupt or invalid entry is ignored, never a crash', () => {
  for (const raw of [
    '{not json',
    'null',
    '"text"',
    JSON.stringify({ v: 1, savedAt: 'x', data: { stage: 'nowhere' } }),
    JSON.stringify({ v: 99, savedAt: 'x', data: initial }),
  ]) {
    localStorage.setItem(KEY, raw);
    const { result } = open();
    expect(result.current.pending).toBeNull();
  }
});

test('a full storage does not break the editor', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { result } = open();
  act(() => result.current.setValue({ ...initial, step: 1 }, { immediate: true }));
  expect(result.current.value.step).toBe(1);
  setItem.mockRestore();
});

function Editor() {
  const draft = useDraft<Ghost>({ mode: 'GHOST', profileKey: 'user-1', initial, schema });
  return (
    <>
      <DraftResumePrompt draft={draft} />
      <p>Domanda {draft.value.step + 1}</p>
    </>
  );
}

test('the prompt: Hai una storia in sospeso, with Riprendi and Ricomincia', async () => {
  vi.useRealTimers();
  const user = userEvent.setup();
  writeDraft(KEY, { ...initial, step: 3 }, new Date('2026-03-05T10:00:00Z'));
  render(<Editor />);
  expect(screen.getByRole('alertdialog', { name: 'Hai una storia in sospeso' })).toBeVisible();
  expect(screen.getByText(/5 marzo 2026/)).toBeVisible();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('alertdialog')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Riprendi' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(screen.getByText('Domanda 4')).toBeVisible();
});

test('Ricomincia starts from the first question', async () => {
  vi.useRealTimers();
  const user = userEvent.setup();
  writeDraft(KEY, { ...initial, step: 3 });
  render(<Editor />);
  await user.click(screen.getByRole('button', { name: 'Ricomincia' }));
  expect(screen.getByText('Domanda 1')).toBeVisible();
  expect(localStorage.getItem(KEY)).toBeNull();
});
