import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { clampPosition, ProfileIndicator } from './profile-indicator';

const STORAGE_KEY = 'fantasmia.profile-indicator-position';
const initialViewport = { width: window.innerWidth, height: window.innerHeight };

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function stored(): unknown {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

afterEach(() => {
  setViewport(initialViewport.width, initialViewport.height);
});

test('shows the current profile as "Profilo: {name}"', () => {
  render(<ProfileIndicator name="Giulia" />);
  expect(screen.getByText('Profilo: Giulia')).toBeVisible();
  expect(screen.getByRole('status', { name: /Profilo: Giulia/ })).toHaveAttribute('tabindex', '0');
});

test('starts near the top left corner when nothing is remembered', () => {
  render(<ProfileIndicator name="Giulia" />);
  const badge = screen.getByText('Profilo: Giulia');
  expect(badge).toHaveStyle({ left: '12px', top: '12px' });
  expect(stored()).toBeNull();
});

test('the arrow keys move it and the new place is remembered', async () => {
  const user = userEvent.setup();
  render(<ProfileIndicator name="Luca" />);
  const badge = screen.getByText('Profilo: Luca');
  await user.tab();
  expect(badge).toHaveFocus();

  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
  expect(badge).toHaveStyle({ left: '32px', top: '22px' });
  expect(stored()).toEqual({ x: 32, y: 22 });

  await user.keyboard('{ArrowLeft}{ArrowUp}');
  expect(badge).toHaveStyle({ left: '22px', top: '12px' });
  expect(stored()).toEqual({ x: 22, y: 12 });
});

test('it cannot be pushed off the screen with the keys', async () => {
  const user = userEvent.setup();
  render(<ProfileIndicator name="Luca" />);
  const badge = screen.getByText('Profilo: Luca');
  badge.focus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}');
  expect(badge).toHaveStyle({ left: '0px', top: '0px' });
  expect(stored()).toEqual({ x: 0, y: 0 });
});

test('other keys are left alone', async () => {
  const user = userEvent.setup();
  render(<ProfileIndicator name="Luca" />);
  const badge = screen.getByText('Profilo: Luca');
  badge.focus();
  await user.keyboard('a{Enter} ');
  expect(badge).toHaveStyle({ left: '12px', top: '12px' });
  expect(stored()).toBeNull();
});

test('a remembered place is restored', () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 240, y: 30 }));
  render(<ProfileIndicator name="Sara" />);
  expect(screen.getByText('Profilo: Sara')).toHaveStyle({ left: '240px', top: '30px' });
});

test('a damaged remembered place is ignored', () => {
  localStorage.setItem(STORAGE_KEY, '{"x":"tanto","y":null}');
  render(<ProfileIndicator name="Sara" />);
  expect(screen.getByText('Profilo: Sara')).toHaveStyle({ left: '12px', top: '12px' });
});

test('a place remembered on a wider screen is brought back inside a phone screen', () => {
  setViewport(375, 667);
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 1100, y: 900 }));
  render(<ProfileIndicator name="Sara" />);
  const badge = screen.getByText('Profilo: Sara');
  expect(Number.parseFloat(badge.style.left)).toBeLessThanOrEqual(375 - 124);
  expect(Number.parseFloat(badge.style.top)).toBeLessThanOrEqual(80);
  // The remembered preference itself is kept for the wider screen.
  expect(stored()).toEqual({ x: 1100, y: 900 });
});

test('in a browser, its size comes from a ResizeObserver, after the layout: the whole badge is kept inside', () => {
  // jsdom has no ResizeObserver nor layout: this one hands over the size the browser would report.
  const observers: ((entries: unknown[]) => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  try {
    setViewport(375, 667);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 1100, y: 900 }));
    render(<ProfileIndicator name="Sara" />);
    expect(observers).toHaveLength(1);
    act(() => observers[0]?.([{ borderBoxSize: [{ inlineSize: 150, blockSize: 36 }] }]));
    const badge = screen.getByText('Profilo: Sara');
    expect(badge).toHaveStyle({ left: `${375 - 124 - 150}px`, top: `${80 - 36}px` });
  } finally {
    vi.unstubAllGlobals();
  }
});

test('it stays inside the window when the window shrinks', () => {
  setViewport(1280, 800);
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ x: 1000, y: 40 }));
  render(<ProfileIndicator name="Sara" />);
  const badge = screen.getByText('Profilo: Sara');
  expect(badge).toHaveStyle({ left: '1000px', top: '40px' });

  act(() => {
    setViewport(375, 667);
    window.dispatchEvent(new Event('resize'));
  });
  expect(Number.parseFloat(badge.style.left)).toBeLessThanOrEqual(375 - 124);
  expect(Number.parseFloat(badge.style.top)).toBeLessThanOrEqual(80);
});

test('it stays in the header strip, away from the page and from the home button corner', async () => {
  setViewport(375, 667);
  const user = userEvent.setup();
  render(<ProfileIndicator name="Luca" />);
  const badge = screen.getByText('Profilo: Luca');
  badge.focus();
  for (let i = 0; i < 30; i += 1) await user.keyboard('{ArrowDown}{ArrowRight}');
  expect(Number.parseFloat(badge.style.top)).toBeLessThanOrEqual(80);
  expect(Number.parseFloat(badge.style.left)).toBeLessThanOrEqual(375 - 124);
  expect(badge.className).not.toMatch(/\bfixed\b/);
});

test('clampPosition keeps the whole badge inside the viewport', () => {
  const size = { width: 160, height: 40 };
  const viewport = { width: 375, height: 667 };
  expect(clampPosition({ x: 100, y: 200 }, size, viewport)).toEqual({ x: 100, y: 200 });
  expect(clampPosition({ x: -30, y: -5 }, size, viewport)).toEqual({ x: 0, y: 0 });
  expect(clampPosition({ x: 1200, y: 900 }, size, viewport)).toEqual({ x: 215, y: 627 });
  expect(clampPosition({ x: 300, y: 10 }, size, viewport)).toEqual({ x: 215, y: 10 });
});

test('clampPosition pins a badge wider than the screen to the top left', () => {
  expect(clampPosition({ x: 50, y: 50 }, { width: 500, height: 900 }, { width: 375, height: 667 })).toEqual({ x: 0, y: 0 });
});
