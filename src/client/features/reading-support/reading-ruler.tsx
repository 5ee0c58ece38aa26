import { useEffect, useState } from 'react';

interface Band {
  top: number;
  height: number;
  left: number;
  width: number;
}

function bandOf(mark: Element): Band | null {
  const rects = Array.from(mark.getClientRects());
  const first = rects[0];
  const last = rects[rects.length - 1];
  if (!first || !last) return null;
  const box = (mark.closest('.reading-text, .reading-title') ?? mark).getBoundingClientRect();
  const pad = 6;
  return { top: first.top - pad, height: last.bottom - first.top + pad * 2, left: box.left - pad, width: box.width + pad * 2 };
}

/**
 * The reading ruler: a band across the text that follows the sentence being read aloud (the
 * viewers mark it with `mark[data-reading="true"]`), so the eye finds the line at once.
 */
export function ReadingRuler() {
  const [band, setBand] = useState<Band | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const mark = document.querySelector('.reading-text mark[data-reading="true"], .reading-title mark[data-reading="true"]');
        setBand(mark ? bandOf(mark) : null);
      });
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-reading'] });
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!band) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="reading-ruler"
      className="no-print pointer-events-none fixed z-30 rounded-md border-y-4 border-amber-700 bg-amber-200/20"
      style={{ top: band.top, height: band.height, left: band.left, width: band.width }}
    />
  );
}
