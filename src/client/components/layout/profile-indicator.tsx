import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { readPreference, writePreference } from '../../lib/local-preferences';
import { t } from '../../i18n/it/components';

export interface Position {
  x: number;
  y: number;
}

const STORAGE_KEY = 'profile-indicator-position';
const DEFAULT_POSITION: Position = { x: 12, y: 12 };
const STEP = 10;
/** The strip at the top of every page (app-layout's header, h-20) where the badge lives. */
export const BADGE_BAND_HEIGHT = 80;
/** The right end of that strip, kept for the fixed home and reading-settings buttons. */
export const BADGE_BAND_RESERVED_RIGHT = 124;

/** The area the badge may move in: the header strip, minus the buttons' corner. */
function bandArea(): { width: number; height: number } {
  return { width: window.innerWidth - BADGE_BAND_RESERVED_RIGHT, height: BADGE_BAND_HEIGHT };
}

/** A remembered position: two finite numbers (checked by hand: the layout keeps zod off the first paint). */
function parsePosition(value: unknown): Position | null {
  if (!value || typeof value !== 'object') return null;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y) ? { x, y } : null;
}

/** Keeps the badge on screen whatever the window size was when it was placed. */
export function clampPosition(p: Position, size: { width: number; height: number }, viewport: { width: number; height: number }): Position {
  return {
    x: Math.min(Math.max(0, p.x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, p.y), Math.max(0, viewport.height - size.height)),
  };
}

/**
 * The draggable 'Profilo: {name}' badge (spec 000 §2). Its position is remembered locally; it
 * moves with a pointer (mouse, finger) or with the arrow keys when focused. It lives in the page's
 * header strip (space no control uses) and scrolls away with it, so it never covers a control.
 */
export function ProfileIndicator({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number; id: number } | null>(null);
  const [position, setPosition] = useState<Position>(() => readPreference(STORAGE_KEY, parsePosition) ?? DEFAULT_POSITION);

  // A place remembered on a wider screen (or before the window shrank) must not hide the badge. Its
  // size comes from a ResizeObserver, which reports it after the browser's own layout: measuring it
  // (offsetWidth) in React's commit would force a layout of the whole new screen there (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
  useEffect(() => {
    const el = ref.current;
    let size = { width: 0, height: 0 };
    const keepInside = () =>
      setPosition((p) => {
        const next = clampPosition(p, size, bandArea());
        return next.x === p.x && next.y === p.y ? p : next;
      });
    const measured = (box: { width: number; height: number }) => {
      size = box;
      keepInside();
    };
    const observer =
      el && typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            const box = entry?.borderBoxSize?.[0];
            measured(box ? { width: box.inlineSize, height: box.blockSize } : { width: el.offsetWidth, height: el.offsetHeight });
          })
        : null;
    if (observer && el) observer.observe(el);
    else measured(el ? { width: el.offsetWidth, height: el.offsetHeight } : size);
    window.addEventListener('resize', keepInside);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', keepInside);
    };
  }, []);

  const place = (p: Position, persist: boolean) => {
    const el = ref.current;
    const size = el ? { width: el.offsetWidth, height: el.offsetHeight } : { width: 0, height: 0 };
    const next = clampPosition(p, size, bandArea());
    setPosition(next);
    if (persist) writePreference(STORAGE_KEY, next);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { dx: e.clientX - position.x, dy: e.clientY - position.y, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== e.pointerId) return;
    place({ x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy }, false);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== e.pointerId) return;
    drag.current = null;
    place(position, true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Position> = {
      ArrowLeft: { x: -STEP, y: 0 },
      ArrowRight: { x: STEP, y: 0 },
      ArrowUp: { x: 0, y: -STEP },
      ArrowDown: { x: 0, y: STEP },
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    place({ x: position.x + move.x, y: position.y + move.y }, true);
  };

  return (
    <div
      ref={ref}
      role="status"
      tabIndex={0}
      aria-label={t('components.profileIndicator.profiloTrascinaOUsaLe', { name })}
      data-testid="profile-indicator"
      className="no-print absolute z-30 max-w-[calc(100vw-8.5rem)] cursor-grab touch-none select-none truncate rounded-full bg-amber-100 px-4 py-2 text-sm font-bold text-amber-900 shadow-md ring-1 ring-amber-300 active:cursor-grabbing"
      style={{ left: position.x, top: position.y }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      {t('components.profileIndicator.profilo')} {name}
    </div>
  );
}
