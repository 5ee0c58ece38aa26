import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PROFESSION_SCROLL_INTERVAL_MS, PROFESSION_SCROLL_STEP_PX } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { useTouchOnly } from '../../../lib/use-media-query';
import { t } from '../../../i18n/it/story-modes';

/** The profession in the middle of the list's window (the one the band frames), if any. */
export function centredProfession(list: HTMLElement): string | null {
  const box = list.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  for (const item of list.querySelectorAll<HTMLElement>('[data-profession]')) {
    const rect = item.getBoundingClientRect();
    if (rect.top <= middle && rect.bottom >= middle) return item.dataset.profession ?? null;
  }
  return null;
}

/** Scrolls the list so that the profession nearest its middle sits exactly in the middle. */
function snapToCentre(list: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const middle = box.top + box.height / 2;
  let best: { distance: number; delta: number } | null = null;
  for (const item of list.querySelectorAll<HTMLElement>('[data-profession]')) {
    const rect = item.getBoundingClientRect();
    const delta = rect.top + rect.height / 2 - middle;
    if (best === null || Math.abs(delta) < best.distance) best = { distance: Math.abs(delta), delta };
  }
  if (best && best.distance > 1) list.scrollTop += best.delta;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, button, a, [role="dialog"], [role="alertdialog"]') !== null;
}

export interface ProfessionListProps {
  professions: readonly string[];
  scrolling: boolean;
  /** Stop or start the list (button, or Space while it scrolls). */
  onScrollingChange: (scrolling: boolean) => void;
  onSelect: (profession: string) => void;
}

/**
 * The list of professions, scrolling by itself 10 px every 16 ms (spec 001 §9) round and round.
 * Space stops it; with the list still, Space chooses the profession in the middle. A button does
 * the same for mouse and touch, and any profession can be clicked.
 */
export function ProfessionList({ professions, scrolling, onScrollingChange, onSelect }: ProfessionListProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const firstCopy = useRef<HTMLUListElement | null>(null);
  const wasScrolling = useRef(scrolling);
  const touchOnly = useTouchOnly();

  useEffect(() => {
    if (!scrolling) return;
    const timer = setInterval(() => {
      const list = ref.current;
      const copy = firstCopy.current;
      if (!list || !copy) return;
      // The names are listed twice: past the first copy, jump back by one copy (no visible jump).
      const length = copy.offsetHeight;
      let next = list.scrollTop + PROFESSION_SCROLL_STEP_PX;
      if (length > 0 && next >= copy.offsetTop + length) next -= length;
      list.scrollTop = next;
    }, PROFESSION_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [scrolling]);

  // When the list stops, the profession nearest the middle slides into the band.
  useEffect(() => {
    const stopped = wasScrolling.current && !scrolling;
    wasScrolling.current = scrolling;
    const list = ref.current;
    if (stopped && list) snapToCentre(list);
  }, [scrolling]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      event.preventDefault();
      if (scrolling) {
        onScrollingChange(false);
        return;
      }
      const list = ref.current;
      const profession = list ? centredProfession(list) : null;
      if (profession) onSelect(profession);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scrolling, onScrollingChange, onSelect]);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <div
          ref={ref}
          tabIndex={0}
          role="region"
          aria-label={t('storyModes.professionList.elencoDelleProfessioni')}
          className="h-72 overflow-y-auto rounded-2xl bg-white shadow-inner ring-1 ring-brand-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 motion-safe:scroll-auto"
        >
          <div aria-hidden="true" style={{ height: 'calc(50% - 1.375rem)' }} />
          {[0, 1].map((copy) => (
            <ul key={copy} ref={copy === 0 ? firstCopy : undefined} aria-hidden={copy === 1 ? true : undefined} className="flex flex-col">
              {professions.map((profession) => (
                <li key={`${copy}-${profession}`} data-profession={profession}>
                  <button
                    type="button"
                    tabIndex={copy === 1 ? -1 : undefined}
                    onClick={() => onSelect(profession)}
                    className="h-11 w-full px-4 text-center text-xl font-semibold text-slate-800 hover:bg-brand-50 focus-visible:bg-amber-100 focus-visible:outline-none"
                  >
                    {profession}
                  </button>
                </li>
              ))}
            </ul>
          ))}
          <div aria-hidden="true" style={{ height: 'calc(50% - 1.375rem)' }} />
        </div>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-2 top-1/2 h-11 -translate-y-1/2 rounded-xl border-2 border-amber-400" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={scrolling ? 'secondary' : 'default'}
          onClick={() => {
            onScrollingChange(!scrolling);
            // Stopped: the focus goes to the list, so the Space the hint asks for picks the profession
            // in the band instead of pressing this button again.
            if (scrolling) ref.current?.focus({ preventScroll: true });
          }}
          aria-pressed={!scrolling}
        >
          {scrolling ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {scrolling ? t('storyModes.professionList.fermaLaLista') : t('storyModes.professionList.faiGirareLaLista')}
        </Button>
        <p className="text-sm text-slate-600">
          {touchOnly
            ? t(scrolling ? 'storyModes.professionList.toccaFermaLaLista' : 'storyModes.professionList.toccaUnaProfessione')
            : t(scrolling ? 'storyModes.professionList.premiLaBarraSpaziatricePer' : 'storyModes.professionList.premiLaBarraSpaziatricePer2')}
        </p>
      </div>
    </div>
  );
}
