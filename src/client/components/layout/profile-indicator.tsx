import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { z } from 'zod';
import { readPreference, writePreference } from '../../lib/local-preferences';
import { t } from '../../i18n/it/components';

export interface Position {
  x: number;
  y: number;
}

const STORAGE_KEY = 'profile-indicator-position';
const DEFAULT_POSITION: Position = { x: 12, y: 12 };
const STEP = 10;

const positionSchema = z.object({ x: z.number(), y: z.number() });

function parsePosition(value: unknown): Position | null {
  const parsed = positionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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
 * moves with a pointer (mouse, finger) or with the arrow keys when focused.
 */
export function ProfileIndicator({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number; id: number } | null>(null);
  const [position, setPosition] = useState<Position>(() => readPreference(STORAGE_KEY, parsePosition) ?? DEFAULT_POSITION);

  // A place remembered on a wider screen (or before the window shrank) must not hide the badge.
  useLayoutEffect(() => {
    const keepInside = () => {
      const el = ref.current;
      const size = el ? { width: el.offsetWidth, height: el.offsetHeight } : { width: 0, height: 0 };
      setPosition((p) => {
        const next = clampPosition(p, size, { width: window.innerWidth, height: window.innerHeight });
        return next.x === p.x && next.y === p.y ? p : next;
      });
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const place = (p: Position, persist: boolean) => {
    const el = ref.current;
    const size = el ? { width: el.offsetWidth, height: el.offsetHeight } : { width: 0, height: 0 };
    const next = clampPosition(p, size, { width: window.innerWidth, height: window.innerHeight });
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
      className="no-print fixed z-40 cursor-grab touch-none select-none rounded-full bg-amber-100 px-4 py-2 text-sm font-bold text-amber-900 shadow-md ring-1 ring-amber-300 active:cursor-grabbing"
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
